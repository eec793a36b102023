import type { RateTable } from "./money.ts";

/** A Magento store view: the shop a request is served for, chosen with the `Store` header. */
export interface StoreView {
  /** What clients send in the `Store` header. */
  code: string;
  id: number;
  websiteCode: string;
  websiteId: number;
  websiteName: string;
  storeName: string;
  defaultTitle: string;
  /** Magento locale, e.g. en_GB. */
  locale: string;
  baseCurrency: string;
  defaultDisplayCurrency: string;
  /** Currencies a shopper may pick with `Content-Currency`, the base one included. */
  allowedCurrencies: string[];
  /** Whether catalogue prices already include tax (gb, mex) or tax is added at checkout (us). */
  pricesIncludeTax: boolean;
  /** Tax rate in basis points (2000 = 20 %), fractional for rates such as 8.875 %. */
  taxRateBp: number;
  taxLabel: string;
  isDefault: boolean;
  sortOrder: number;
  /** New accounts must confirm their e-mail address before signing in (create_account_confirmation). */
  createAccountConfirmation: boolean;
  /** Identifier of the CMS page shown to browsers that refuse cookies. */
  cmsNoCookies: string;
}

/** The store views and exchange rates a request reads; the store module keeps them. */
export interface StoreViews {
  stores(): Promise<StoreView[]>;
  byCode(code: string): Promise<StoreView | undefined>;
  /** The store used without a `Store` header. */
  defaultStore(): Promise<StoreView | undefined>;
  rateTable(base: string): Promise<RateTable>;
}

/** Currencies a shopper of this store may pick, base currency included, without duplicates. */
export function allowedCurrencies(store: StoreView): string[] {
  return [...new Set([store.baseCurrency, store.defaultDisplayCurrency, ...store.allowedCurrencies])];
}
