/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CurrencyEnum =
  | 'AED'
  | 'AFN'
  | 'ALL'
  | 'AMD'
  | 'ANG'
  | 'AOA'
  | 'ARS'
  | 'AUD'
  | 'AWG'
  | 'AZM'
  | 'AZN'
  | 'BAM'
  | 'BBD'
  | 'BDT'
  | 'BGN'
  | 'BHD'
  | 'BIF'
  | 'BMD'
  | 'BND'
  | 'BOB'
  | 'BRL'
  | 'BSD'
  | 'BTN'
  | 'BUK'
  | 'BWP'
  | 'BYN'
  | 'BZD'
  | 'CAD'
  | 'CDF'
  | 'CHE'
  | 'CHF'
  | 'CHW'
  | 'CLP'
  | 'CNY'
  | 'COP'
  | 'CRC'
  | 'CUP'
  | 'CVE'
  | 'CZK'
  | 'DJF'
  | 'DKK'
  | 'DOP'
  | 'DZD'
  | 'EEK'
  | 'EGP'
  | 'ERN'
  | 'ETB'
  | 'EUR'
  | 'FJD'
  | 'FKP'
  | 'GBP'
  | 'GEK'
  | 'GEL'
  | 'GHS'
  | 'GIP'
  | 'GMD'
  | 'GNF'
  | 'GQE'
  | 'GTQ'
  | 'GYD'
  | 'HKD'
  | 'HNL'
  | 'HRK'
  | 'HTG'
  | 'HUF'
  | 'IDR'
  | 'ILS'
  | 'INR'
  | 'IQD'
  | 'IRR'
  | 'ISK'
  | 'JMD'
  | 'JOD'
  | 'JPY'
  | 'KES'
  | 'KGS'
  | 'KHR'
  | 'KMF'
  | 'KPW'
  | 'KRW'
  | 'KWD'
  | 'KYD'
  | 'KZT'
  | 'LAK'
  | 'LBP'
  | 'LKR'
  | 'LRD'
  | 'LSL'
  | 'LSM'
  | 'LTL'
  | 'LVL'
  | 'LYD'
  | 'MAD'
  | 'MDL'
  | 'MGA'
  | 'MKD'
  | 'MMK'
  | 'MNT'
  | 'MOP'
  | 'MRO'
  | 'MUR'
  | 'MVR'
  | 'MWK'
  | 'MXN'
  | 'MYR'
  | 'MZN'
  | 'NAD'
  | 'NGN'
  | 'NIC'
  | 'NOK'
  | 'NPR'
  | 'NZD'
  | 'OMR'
  | 'PAB'
  | 'PEN'
  | 'PGK'
  | 'PHP'
  | 'PKR'
  | 'PLN'
  | 'PYG'
  | 'QAR'
  | 'RHD'
  | 'ROL'
  | 'RON'
  | 'RSD'
  | 'RUB'
  | 'RWF'
  | 'SAR'
  | 'SBD'
  | 'SCR'
  | 'SDG'
  | 'SEK'
  | 'SGD'
  | 'SHP'
  | 'SKK'
  | 'SLL'
  | 'SOS'
  | 'SRD'
  | 'STD'
  | 'SVC'
  | 'SYP'
  | 'SZL'
  | 'THB'
  | 'TJS'
  | 'TMM'
  | 'TND'
  | 'TOP'
  | 'TRL'
  | 'TRY'
  | 'TTD'
  | 'TWD'
  | 'TZS'
  | 'UAH'
  | 'UGX'
  | 'USD'
  | 'UYU'
  | 'UZS'
  | 'VEB'
  | 'VEF'
  | 'VND'
  | 'VUV'
  | 'WST'
  | 'XCD'
  | 'XOF'
  | 'XPF'
  | 'YER'
  | 'YTL'
  | 'ZAR'
  | 'ZMK'
  | 'ZWD';

/** Matches one value (`eq`) or any of several (`in`). */
export type FilterEqualTypeInput = {
  eq?: string | null | undefined;
  in?: Array<string | null | undefined> | null | undefined;
};

export type FilterMatchTypeInput = {
  match?: string | null | undefined;
};

/** Inclusive range; either bound may be omitted. */
export type FilterRangeTypeInput = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};

export type ProductAttributeFilterInput = {
  brand?: FilterEqualTypeInput | null | undefined;
  /** @deprecated Use `category_uid` instead. */
  category_id?: FilterEqualTypeInput | null | undefined;
  category_uid?: FilterEqualTypeInput | null | undefined;
  color?: FilterEqualTypeInput | null | undefined;
  description?: FilterMatchTypeInput | null | undefined;
  finish?: FilterEqualTypeInput | null | undefined;
  fragrance_family?: FilterEqualTypeInput | null | undefined;
  gender?: FilterEqualTypeInput | null | undefined;
  hair_type?: FilterEqualTypeInput | null | undefined;
  material?: FilterEqualTypeInput | null | undefined;
  name?: FilterMatchTypeInput | null | undefined;
  /** In the currency of the request. */
  price?: FilterRangeTypeInput | null | undefined;
  short_description?: FilterMatchTypeInput | null | undefined;
  size?: FilterEqualTypeInput | null | undefined;
  skin_type?: FilterEqualTypeInput | null | undefined;
  sku?: FilterEqualTypeInput | null | undefined;
  url_key?: FilterEqualTypeInput | null | undefined;
};

/** One field to sort by (Magento applies the first given). */
export type ProductAttributeSortInput = {
  name?: SortEnum | null | undefined;
  position?: SortEnum | null | undefined;
  price?: SortEnum | null | undefined;
  relevance?: SortEnum | null | undefined;
};

export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

export type SortEnum =
  | 'ASC'
  | 'DESC';

export type CategoryMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryMenuQuery = { categories: { items: Array<{ uid: string, name: string | null, children: Array<{ uid: string, name: string | null, level: number | null, position: number | null, include_in_menu: number | null, url_path: string | null, url_suffix: string | null, children: Array<{ uid: string, name: string | null, level: number | null, position: number | null, include_in_menu: number | null, url_path: string | null, url_suffix: string | null, children: Array<{ uid: string, name: string | null, level: number | null, position: number | null, include_in_menu: number | null, url_path: string | null, url_suffix: string | null } | null> | null } | null> | null } | null> | null } | null> | null } | null };

export type MenuCategoryFragment = { uid: string, name: string | null, level: number | null, position: number | null, include_in_menu: number | null, url_path: string | null, url_suffix: string | null };

export type ProductGridQueryVariables = Exact<{
  filter: ProductAttributeFilterInput;
  sort?: ProductAttributeSortInput | null | undefined;
  pageSize?: number | null | undefined;
  currentPage?: number | null | undefined;
}>;


export type ProductGridQuery = { products: { total_count: number | null, items: Array<
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
     | null> | null } | null };

type ProductCard_BundleProduct_Fragment = { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type ProductCard_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type ProductCard_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type ProductCard_GiftCardProduct_Fragment = { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type ProductCard_GroupedProduct_Fragment = { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type ProductCard_SimpleProduct_Fragment = { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type ProductCard_VirtualProduct_Fragment = { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

export type ProductCardFragment =
  | ProductCard_BundleProduct_Fragment
  | ProductCard_ConfigurableProduct_Fragment
  | ProductCard_DownloadableProduct_Fragment
  | ProductCard_GiftCardProduct_Fragment
  | ProductCard_GroupedProduct_Fragment
  | ProductCard_SimpleProduct_Fragment
  | ProductCard_VirtualProduct_Fragment
;

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const MenuCategoryFragmentDoc = new TypedDocumentString(`
    fragment MenuCategory on CategoryTree {
  uid
  name
  level
  position
  include_in_menu
  url_path
  url_suffix
}
    `, {"fragmentName":"MenuCategory"}) as unknown as TypedDocumentString<MenuCategoryFragment, unknown>;
export const ProductCardFragmentDoc = new TypedDocumentString(`
    fragment ProductCard on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  url_rewrites {
    url
  }
  stock_status
  brands {
    name
    url_key
  }
  thumbnail {
    url
    label
  }
  price_range {
    minimum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
    maximum_price {
      final_price {
        value
        currency
      }
    }
  }
}
    `, {"fragmentName":"ProductCard"}) as unknown as TypedDocumentString<ProductCardFragment, unknown>;
export const CategoryMenuDocument = new TypedDocumentString(`
    query CategoryMenu {
  categories(pageSize: 20) {
    items {
      uid
      name
      children {
        ...MenuCategory
        children {
          ...MenuCategory
          children {
            ...MenuCategory
          }
        }
      }
    }
  }
}
    fragment MenuCategory on CategoryTree {
  uid
  name
  level
  position
  include_in_menu
  url_path
  url_suffix
}`) as unknown as TypedDocumentString<CategoryMenuQuery, CategoryMenuQueryVariables>;
export const ProductGridDocument = new TypedDocumentString(`
    query ProductGrid($filter: ProductAttributeFilterInput!, $sort: ProductAttributeSortInput, $pageSize: Int = 24, $currentPage: Int = 1) {
  products(
    filter: $filter
    sort: $sort
    pageSize: $pageSize
    currentPage: $currentPage
  ) {
    total_count
    items {
      ...ProductCard
    }
  }
}
    fragment ProductCard on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  url_rewrites {
    url
  }
  stock_status
  brands {
    name
    url_key
  }
  thumbnail {
    url
    label
  }
  price_range {
    minimum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
    maximum_price {
      final_price {
        value
        currency
      }
    }
  }
}`) as unknown as TypedDocumentString<ProductGridQuery, ProductGridQueryVariables>;