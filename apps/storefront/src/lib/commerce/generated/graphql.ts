/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BillingAddressInput = {
  address?: CartAddressInput | null | undefined;
  customer_address_id?: number | null | undefined;
  /** Copy the cart's shipping address. */
  same_as_shipping?: boolean | null | undefined;
  /** Ship to this address too. */
  use_for_shipping?: boolean | null | undefined;
};

export type BraintreeCcVaultInput = {
  device_data?: string | null | undefined;
  public_hash: string;
};

export type BraintreeInput = {
  device_data?: string | null | undefined;
  is_active_payment_token_enabler: boolean;
  payment_method_nonce: string;
};

export type BrandFilterInput = {
  brand_uid?: FilterEqualTypeInput | null | undefined;
  /** Index letters (A–Z or #), as in ProductBrand.first_letter. */
  first_letter?: FilterEqualTypeInput | null | undefined;
  /** 1 for featured brands only. */
  is_featured?: FilterEqualTypeInput | null | undefined;
  /** Case-insensitive substring of the name. */
  name?: FilterMatchTypeInput | null | undefined;
  url_key?: FilterEqualTypeInput | null | undefined;
};

export type CaptchaTypeEnum =
  /** Self-hosted proof of work (ALTCHA): the default, and always on the cn site. */
  | 'ALTCHA'
  /** Google reCAPTCHA v3, where configured (never on cn). */
  | 'RECAPTCHA_V3';

export type CartAddressInput = {
  city: string;
  company?: string | null | undefined;
  country_code: string;
  firstname: string;
  lastname: string;
  postcode?: string | null | undefined;
  region?: string | null | undefined;
  region_id?: number | null | undefined;
  /** Customers only: copy the address into the address book when the order is placed (default true). */
  save_in_address_book?: boolean | null | undefined;
  street: Array<string | null | undefined>;
  telephone?: string | null | undefined;
};

export type CartItemInput = {
  /** Buyer-entered values: gift card sender and recipient, open gift card amount, bundle selection quantities. */
  entered_options?: Array<EnteredOptionInput | null | undefined> | null | undefined;
  /** For a configurable variant's SKU, the configurable's SKU. */
  parent_sku?: string | null | undefined;
  quantity: number;
  /** Option value uids: configurable values, bundle selections, downloadable links, gift card amounts. */
  selected_options?: Array<string | number | null | undefined> | null | undefined;
  sku: string;
};

export type CartItemUpdateInput = {
  cart_item_id?: number | null | undefined;
  cart_item_uid?: string | number | null | undefined;
  customizable_options?: Array<CustomizableOptionInput | null | undefined> | null | undefined;
  /** Refused with an error: gift messages are not offered (StoreConfig.allow_items is "0"). */
  gift_message?: GiftMessageInput | null | undefined;
  quantity?: number | null | undefined;
};

export type CartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

/** ISO 3166-1 codes as Magento 2.4.4 lists them. */
export type CountryCodeEnum =
  | 'AD'
  | 'AE'
  | 'AF'
  | 'AG'
  | 'AI'
  | 'AL'
  | 'AM'
  | 'AN'
  | 'AO'
  | 'AQ'
  | 'AR'
  | 'AS'
  | 'AT'
  | 'AU'
  | 'AW'
  | 'AX'
  | 'AZ'
  | 'BA'
  | 'BB'
  | 'BD'
  | 'BE'
  | 'BF'
  | 'BG'
  | 'BH'
  | 'BI'
  | 'BJ'
  | 'BL'
  | 'BM'
  | 'BN'
  | 'BO'
  | 'BR'
  | 'BS'
  | 'BT'
  | 'BV'
  | 'BW'
  | 'BY'
  | 'BZ'
  | 'CA'
  | 'CC'
  | 'CD'
  | 'CF'
  | 'CG'
  | 'CH'
  | 'CI'
  | 'CK'
  | 'CL'
  | 'CM'
  | 'CN'
  | 'CO'
  | 'CR'
  | 'CU'
  | 'CV'
  | 'CX'
  | 'CY'
  | 'CZ'
  | 'DE'
  | 'DJ'
  | 'DK'
  | 'DM'
  | 'DO'
  | 'DZ'
  | 'EC'
  | 'EE'
  | 'EG'
  | 'EH'
  | 'ER'
  | 'ES'
  | 'ET'
  | 'FI'
  | 'FJ'
  | 'FK'
  | 'FM'
  | 'FO'
  | 'FR'
  | 'GA'
  | 'GB'
  | 'GD'
  | 'GE'
  | 'GF'
  | 'GG'
  | 'GH'
  | 'GI'
  | 'GL'
  | 'GM'
  | 'GN'
  | 'GP'
  | 'GQ'
  | 'GR'
  | 'GS'
  | 'GT'
  | 'GU'
  | 'GW'
  | 'GY'
  | 'HK'
  | 'HM'
  | 'HN'
  | 'HR'
  | 'HT'
  | 'HU'
  | 'ID'
  | 'IE'
  | 'IL'
  | 'IM'
  | 'IN'
  | 'IO'
  | 'IQ'
  | 'IR'
  | 'IS'
  | 'IT'
  | 'JE'
  | 'JM'
  | 'JO'
  | 'JP'
  | 'KE'
  | 'KG'
  | 'KH'
  | 'KI'
  | 'KM'
  | 'KN'
  | 'KP'
  | 'KR'
  | 'KW'
  | 'KY'
  | 'KZ'
  | 'LA'
  | 'LB'
  | 'LC'
  | 'LI'
  | 'LK'
  | 'LR'
  | 'LS'
  | 'LT'
  | 'LU'
  | 'LV'
  | 'LY'
  | 'MA'
  | 'MC'
  | 'MD'
  | 'ME'
  | 'MF'
  | 'MG'
  | 'MH'
  | 'MK'
  | 'ML'
  | 'MM'
  | 'MN'
  | 'MO'
  | 'MP'
  | 'MQ'
  | 'MR'
  | 'MS'
  | 'MT'
  | 'MU'
  | 'MV'
  | 'MW'
  | 'MX'
  | 'MY'
  | 'MZ'
  | 'NA'
  | 'NC'
  | 'NE'
  | 'NF'
  | 'NG'
  | 'NI'
  | 'NL'
  | 'NO'
  | 'NP'
  | 'NR'
  | 'NU'
  | 'NZ'
  | 'OM'
  | 'PA'
  | 'PE'
  | 'PF'
  | 'PG'
  | 'PH'
  | 'PK'
  | 'PL'
  | 'PM'
  | 'PN'
  | 'PS'
  | 'PT'
  | 'PW'
  | 'PY'
  | 'QA'
  | 'RE'
  | 'RO'
  | 'RS'
  | 'RU'
  | 'RW'
  | 'SA'
  | 'SB'
  | 'SC'
  | 'SD'
  | 'SE'
  | 'SG'
  | 'SH'
  | 'SI'
  | 'SJ'
  | 'SK'
  | 'SL'
  | 'SM'
  | 'SN'
  | 'SO'
  | 'SR'
  | 'ST'
  | 'SV'
  | 'SY'
  | 'SZ'
  | 'TC'
  | 'TD'
  | 'TF'
  | 'TG'
  | 'TH'
  | 'TJ'
  | 'TK'
  | 'TL'
  | 'TM'
  | 'TN'
  | 'TO'
  | 'TR'
  | 'TT'
  | 'TV'
  | 'TW'
  | 'TZ'
  | 'UA'
  | 'UG'
  | 'UM'
  | 'US'
  | 'UY'
  | 'UZ'
  | 'VA'
  | 'VC'
  | 'VE'
  | 'VG'
  | 'VI'
  | 'VN'
  | 'VU'
  | 'WF'
  | 'WS'
  | 'YE'
  | 'YT'
  | 'ZA'
  | 'ZM'
  | 'ZW';

/** Nickname up to 128 characters, summary up to 255, text up to 10,000; every rating once. */
export type CreateProductReviewInput = {
  nickname: string;
  ratings: Array<ProductReviewRatingInput | null | undefined>;
  sku: string;
  summary: string;
  text: string;
};

export type CreditCardDetailsInput = {
  cc_exp_month: number;
  cc_exp_year: number;
  cc_last_4: number;
  cc_type: string;
};

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

export type CustomerAddressAttributeInput = {
  attribute_code: string;
  value: string;
};

/** Street lines: street, apartment, neighbourhood, extra (at most 4; empty lines are dropped). */
export type CustomerAddressInput = {
  city?: string | null | undefined;
  company?: string | null | undefined;
  country_code?: CountryCodeEnum | null | undefined;
  country_id?: CountryCodeEnum | null | undefined;
  /** Only an empty list: no custom address attributes are defined. */
  custom_attributes?: Array<CustomerAddressAttributeInput | null | undefined> | null | undefined;
  default_billing?: boolean | null | undefined;
  default_shipping?: boolean | null | undefined;
  fax?: string | null | undefined;
  firstname?: string | null | undefined;
  lastname?: string | null | undefined;
  middlename?: string | null | undefined;
  postcode?: string | null | undefined;
  prefix?: string | null | undefined;
  /** Required for countries whose regions the directory lists (by region_id or region_code); free text elsewhere. */
  region?: CustomerAddressRegionInput | null | undefined;
  street?: Array<string | null | undefined> | null | undefined;
  suffix?: string | null | undefined;
  telephone?: string | null | undefined;
  vat_id?: string | null | undefined;
};

export type CustomerAddressRegionInput = {
  region?: string | null | undefined;
  region_code?: string | null | undefined;
  region_id?: number | null | undefined;
};

export type CustomerCreateInput = {
  /** Only false: this store offers no remote shopping assistance (Magento's Login as Customer). */
  allow_remote_shopping_assistance?: boolean | null | undefined;
  /** YYYY-MM-DD. */
  date_of_birth?: string | null | undefined;
  dob?: string | null | undefined;
  email: string;
  firstname: string;
  /** 1 male, 2 female, 3 not specified. */
  gender?: number | null | undefined;
  is_subscribed?: boolean | null | undefined;
  lastname: string;
  middlename?: string | null | undefined;
  password?: string | null | undefined;
  /** Mobile number; spaces, dots, dashes and brackets are ignored, the result must be E.164. */
  phone_number?: string | null | undefined;
  prefix?: string | null | undefined;
  suffix?: string | null | undefined;
  taxvat?: string | null | undefined;
};

export type CustomerUpdateInput = {
  /** Only false: this store offers no remote shopping assistance (Magento's Login as Customer). */
  allow_remote_shopping_assistance?: boolean | null | undefined;
  date_of_birth?: string | null | undefined;
  dob?: string | null | undefined;
  firstname?: string | null | undefined;
  gender?: number | null | undefined;
  is_subscribed?: boolean | null | undefined;
  lastname?: string | null | undefined;
  middlename?: string | null | undefined;
  prefix?: string | null | undefined;
  suffix?: string | null | undefined;
  taxvat?: string | null | undefined;
};

export type CustomizableOptionInput = {
  id?: number | null | undefined;
  value_string: string;
};

export type EnteredOptionInput = {
  uid: string | number;
  value: string;
};

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

export type GiftCardTypeEnum =
  | 'COMBINED'
  | 'PHYSICAL'
  | 'VIRTUAL';

export type GiftMessageInput = {
  from: string;
  message: string;
  to: string;
};

export type HostedCardAdditionalDataInput = {
  client_secret: string;
  payment_intent_id: string;
  /** The provider's payment method reference, when the browser part gives one. */
  payment_method?: string | null | undefined;
};

export type HostedProInput = {
  cancel_url: string;
  return_url: string;
};

export type PayflowExpressInput = {
  payer_id: string;
  token: string;
};

export type PayflowLinkInput = {
  cancel_url: string;
  error_url: string;
  return_url: string;
};

export type PayflowProInput = {
  cc_details: CreditCardDetailsInput;
  is_active_payment_token_enabler?: boolean | null | undefined;
};

/** The PayPal and Braintree inputs are accepted for compatibility; those methods are not offered. */
export type PaymentMethodInput = {
  braintree?: BraintreeInput | null | undefined;
  braintree_cc_vault?: BraintreeCcVaultInput | null | undefined;
  code: string;
  /** The paid intent, with method code hosted_card. */
  hosted_card_additional_data?: HostedCardAdditionalDataInput | null | undefined;
  hosted_pro?: HostedProInput | null | undefined;
  payflow_express?: PayflowExpressInput | null | undefined;
  payflow_link?: PayflowLinkInput | null | undefined;
  payflowpro?: PayflowProInput | null | undefined;
  payflowpro_cc_vault?: VaultTokenInput | null | undefined;
  paypal_express?: PaypalExpressInput | null | undefined;
  purchase_order_number?: string | null | undefined;
};

export type PaypalExpressInput = {
  payer_id: string;
  token: string;
};

export type PlaceOrderErrorCodes =
  | 'CART_NOT_ACTIVE'
  | 'CART_NOT_FOUND'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED';

export type PriceTypeEnum =
  | 'DYNAMIC'
  | 'FIXED'
  | 'PERCENT';

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

export type ProductReviewRatingInput = {
  id: string;
  value_id: string;
};

export type ProductReviewStatus =
  | 'APPROVED'
  | 'NOT_APPROVED'
  | 'PENDING';

export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

export type ShippingAddressInput = {
  address?: CartAddressInput | null | undefined;
  /** An address of the signed-in customer's own address book. */
  customer_address_id?: number | null | undefined;
  customer_notes?: string | null | undefined;
  /** Refused: there is no in-store pickup. */
  pickup_location_code?: string | null | undefined;
};

export type ShippingMethodInput = {
  carrier_code: string;
  method_code: string;
};

export type SimpleProductCartItemInput = {
  customizable_options?: Array<CustomizableOptionInput | null | undefined> | null | undefined;
  data: CartItemInput;
};

export type SortEnum =
  | 'ASC'
  | 'DESC';

export type SubscriptionStatusesEnum =
  | 'NOT_ACTIVE'
  | 'SUBSCRIBED'
  | 'UNCONFIRMED'
  | 'UNSUBSCRIBED';

export type UrlRewriteEntityTypeEnum =
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

export type VaultTokenInput = {
  public_hash: string;
};

export type WishListUserInputErrorType =
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

export type WishlistCartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

/** At most 50 items per request; quantities are whole numbers from 1 to 10,000; description up to 255 characters. */
export type WishlistItemInput = {
  entered_options?: Array<EnteredOptionInput | null | undefined> | null | undefined;
  parent_sku?: string | null | undefined;
  quantity: number;
  selected_options?: Array<string | number | null | undefined> | null | undefined;
  sku: string;
};

export type CaptchaChallengeQueryVariables = Exact<{ [key: string]: never; }>;


export type CaptchaChallengeQuery = { captchaConfig: { type: CaptchaTypeEnum, website_key: string | null }, captchaChallenge: { challenge: string } | null };

export type ConfirmEmailMutationVariables = Exact<{
  email: string;
  key: string;
}>;


export type ConfirmEmailMutation = { confirmEmail: { customer: { email: string | null } } | null };

export type CreateCustomerMutationVariables = Exact<{
  input: CustomerCreateInput;
}>;


export type CreateCustomerMutation = { createCustomerV2: { customer: { email: string | null, firstname: string | null } } | null };

export type DevelopmentOutboxQueryVariables = Exact<{
  pageSize?: number | null | undefined;
}>;


export type DevelopmentOutboxQuery = { developmentOutbox: Array<{ id: number, kind: string, to: string, subject: string, text: string, links: Array<string | null>, created_at: string } | null> };

export type GenerateCustomerTokenMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type GenerateCustomerTokenMutation = { generateCustomerToken: { token: string | null } | null };

export type RequestPasswordResetEmailMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetEmailMutation = { requestPasswordResetEmail: boolean | null };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  resetPasswordToken: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean | null };

export type RevokeCustomerTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeCustomerTokenMutation = { revokeCustomerToken: { result: boolean } | null };

export type SignedInCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type SignedInCustomerQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null } | null };

export type SigninWithPhoneNumberMutationVariables = Exact<{
  phoneNumber: string;
  password: string;
}>;


export type SigninWithPhoneNumberMutation = { signinWithPhoneNumber: { token: string | null } | null };

export type StoreAccountConfirmationQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreAccountConfirmationQuery = { storeConfig: { create_account_confirmation: boolean | null } | null };

export type AccountAddressFragment = { id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null };

export type AccountAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountAddressesQuery = { customer: { default_billing: string | null, default_shipping: string | null, addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null } | null };

export type AccountChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type AccountChangePasswordMutation = { changeCustomerPassword: { email: string | null } | null };

export type AccountCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountCountriesQuery = { countries: Array<{ id: string | null, full_name_locale: string | null, full_name_english: string | null } | null> | null };

export type AccountCountryQueryVariables = Exact<{
  id: string;
}>;


export type AccountCountryQuery = { country: { id: string | null, available_regions: Array<{ id: number | null, code: string | null, name: string | null } | null> | null } | null };

export type AccountCreateAddressMutationVariables = Exact<{
  input: CustomerAddressInput;
}>;


export type AccountCreateAddressMutation = { createCustomerAddress: { id: number | null } | null };

export type AccountCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountCustomerQuery = { customer: { email: string | null, firstname: string | null, lastname: string | null, prefix: string | null, suffix: string | null, date_of_birth: string | null, gender: number | null, taxvat: string | null, is_subscribed: boolean | null, phone_number: string | null, default_billing: string | null, default_shipping: string | null, addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null } | null };

export type AccountDeleteAddressMutationVariables = Exact<{
  id: number;
}>;


export type AccountDeleteAddressMutation = { deleteCustomerAddress: boolean | null };

export type AccountOrderQueryVariables = Exact<{
  number: string;
}>;


export type AccountOrderQuery = { customer: { orders: { items: Array<{ status: string, number: string, order_date: string, shipping_method: string | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, payment_methods: Array<{ name: string } | null> | null, items: Array<{ id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } | null } | null };

export type AccountOrderAddressFragment = { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null };

export type AccountOrdersQueryVariables = Exact<{
  currentPage: number;
  pageSize: number;
}>;


export type AccountOrdersQuery = { customer: { orders: { total_count: number | null, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null, items: Array<{ number: string, order_date: string, status: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } | null } | null };

export type AccountReviewsQueryVariables = Exact<{
  currentPage: number;
  pageSize: number;
}>;


export type AccountReviewsQuery = { customer: { reviews: { items: Array<{ nickname: string, created_at: string, summary: string, text: string, average_rating: number, status: ProductReviewStatus | null, ratings_breakdown: Array<{ name: string, value: string } | null>, product:
          | { name: string | null, url_key: string | null, url_suffix: string | null }
          | { name: string | null, url_key: string | null, url_suffix: string | null }
          | { name: string | null, url_key: string | null, url_suffix: string | null }
          | { name: string | null, url_key: string | null, url_suffix: string | null }
          | { name: string | null, url_key: string | null, url_suffix: string | null }
          | { name: string | null, url_key: string | null, url_suffix: string | null }
          | { name: string | null, url_key: string | null, url_suffix: string | null }
         } | null>, page_info: { current_page: number | null, total_pages: number | null } } } | null };

export type AccountStoreCreditQueryVariables = Exact<{
  currentPage: number;
  pageSize: number;
}>;


export type AccountStoreCreditQuery = { customer: { store_credit: { current_balance: { value: number | null, currency: CurrencyEnum | null } | null, balance_history: { total_count: number | null, page_info: { current_page: number | null, total_pages: number | null } | null, items: Array<{ action: string | null, reason: string | null, date_time_changed: string | null, balance_change: { value: number | null, currency: CurrencyEnum | null } | null, actual_balance: { value: number | null, currency: CurrencyEnum | null } | null } | null> | null } | null } | null } | null };

export type AccountUpdateAddressMutationVariables = Exact<{
  id: number;
  input?: CustomerAddressInput | null | undefined;
}>;


export type AccountUpdateAddressMutation = { updateCustomerAddress: { id: number | null } | null };

export type AccountUpdateCustomerMutationVariables = Exact<{
  input: CustomerUpdateInput;
}>;


export type AccountUpdateCustomerMutation = { updateCustomerV2: { customer: { firstname: string | null, lastname: string | null, is_subscribed: boolean | null } } | null };

export type AccountUpdateEmailMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type AccountUpdateEmailMutation = { updateCustomerEmail: { customer: { email: string | null } } | null };

export type AccountUpdatePhoneNumberMutationVariables = Exact<{
  phoneNumber: string;
}>;


export type AccountUpdatePhoneNumberMutation = { updateCustomerPhoneNumber: { customer: { phone_number: string | null } } | null };

export type OrderContentsFragment = { number: string, order_date: string, shipping_method: string | null, payment_methods: Array<{ name: string } | null> | null, items: Array<{ id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null };

export type BrandDetailQueryVariables = Exact<{
  uid?: string | number | null | undefined;
  url_key?: string | null | undefined;
}>;


export type BrandDetailQuery = { brand: { uid: string, id: number, name: string, url_key: string, description: string | null, country: string | null, is_featured: boolean, product_count: number } | null };

export type BrandIndexQueryVariables = Exact<{
  filter?: BrandFilterInput | null | undefined;
  pageSize?: number | null | undefined;
  currentPage?: number | null | undefined;
}>;


export type BrandIndexQuery = { brands: { total_count: number, page_info: { current_page: number | null, total_pages: number | null }, letters: Array<{ letter: string, count: number } | null>, items: Array<{ uid: string, id: number, name: string, url_key: string, first_letter: string, is_featured: boolean, product_count: number } | null> } | null };

export type BrandSummaryFragment = { uid: string, id: number, name: string, url_key: string, first_letter: string, is_featured: boolean, product_count: number };

export type AddProductsToCartMutationVariables = Exact<{
  cartId: string;
  cartItems: Array<CartItemInput> | CartItemInput;
}>;


export type AddProductsToCartMutation = { addProductsToCart: { cart: { id: string, total_quantity: number }, user_errors: Array<{ code: CartUserInputErrorType, message: string } | null> } | null };

export type AddSimpleProductsToCartMutationVariables = Exact<{
  cartId: string;
  cartItems: Array<SimpleProductCartItemInput | null | undefined> | SimpleProductCartItemInput;
}>;


export type AddSimpleProductsToCartMutation = { addSimpleProductsToCart: { cart: { id: string, total_quantity: number } } | null };

export type ApplyCouponToCartMutationVariables = Exact<{
  cartId: string;
  couponCode: string;
}>;


export type ApplyCouponToCartMutation = { applyCouponToCart: { cart: { id: string, applied_coupons: Array<{ code: string } | null> | null } } | null };

export type CartDetailsQueryVariables = Exact<{
  cartId: string;
}>;


export type CartDetailsQuery = { cart: { id: string, total_quantity: number, is_virtual: boolean, applied_coupons: Array<{ code: string } | null> | null, items: Array<
      | { __typename: 'BundleCartItem', uid: string, quantity: number, bundle_options: Array<{ uid: string, label: string, values: Array<{ uid: string, label: string, quantity: number } | null> } | null>, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant:
          | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, stock_status: ProductStockStatus | null, thumbnail: { url: string | null, label: string | null } | null }
        , product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
      | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
      | { __typename: 'GiftCardCartItem', uid: string, quantity: number, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
      | { __typename: 'VirtualCartItem', uid: string, quantity: number, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, brands: Array<{ name: string } | null> | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null } | null }
     | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } | null };

export type CartTotalQuantityQueryVariables = Exact<{
  cartId: string;
}>;


export type CartTotalQuantityQuery = { cart: { id: string, total_quantity: number } | null };

export type CreateEmptyCartMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateEmptyCartMutation = { createEmptyCart: string | null };

export type CustomerCartQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerCartQuery = { customerCart: { id: string, total_quantity: number } };

export type MergeCartsMutationVariables = Exact<{
  sourceCartId: string;
  destinationCartId?: string | null | undefined;
}>;


export type MergeCartsMutation = { mergeCarts: { id: string, total_quantity: number } };

export type RemoveCouponFromCartMutationVariables = Exact<{
  cartId: string;
}>;


export type RemoveCouponFromCartMutation = { removeCouponFromCart: { cart: { id: string, applied_coupons: Array<{ code: string } | null> | null } | null } | null };

export type RemoveItemFromCartMutationVariables = Exact<{
  cartId: string;
  cartItemUid: string | number;
}>;


export type RemoveItemFromCartMutation = { removeItemFromCart: { cart: { id: string, total_quantity: number } } | null };

export type UpdateCartItemsMutationVariables = Exact<{
  cartId: string;
  cartItems: Array<CartItemUpdateInput | null | undefined> | CartItemUpdateInput;
}>;


export type UpdateCartItemsMutation = { updateCartItems: { cart: { id: string, total_quantity: number } } | null };

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

export type CategoryPageQueryVariables = Exact<{
  uid: string;
}>;


export type CategoryPageQuery = { categories: { items: Array<{ uid: string, name: string | null, description: string | null, display_mode: string | null, landing_page: number | null, image: string | null, url_key: string | null, url_path: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, meta_keywords: string | null, cms_block: { identifier: string | null, title: string | null, content: string | null } | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_level: number | null, category_url_key: string | null, category_url_path: string | null } | null> | null } | null> | null } | null };

export type ResolveRouteQueryVariables = Exact<{
  url: string;
}>;


export type ResolveRouteQuery = { route:
    | { __typename: 'BundleProduct', uid: string, url_key: string | null, type: UrlRewriteEntityTypeEnum | null, redirect_code: number, relative_url: string | null }
    | { __typename: 'CategoryTree', uid: string, url_key: string | null, type: UrlRewriteEntityTypeEnum | null, redirect_code: number, relative_url: string | null }
    | { __typename: 'CmsPage', identifier: string | null, url_key: string | null, type: UrlRewriteEntityTypeEnum | null, redirect_code: number, relative_url: string | null }
    | { __typename: 'ConfigurableProduct', uid: string, url_key: string | null, type: UrlRewriteEntityTypeEnum | null, redirect_code: number, relative_url: string | null }
    | { __typename: 'DownloadableProduct', uid: string, url_key: string | null, type: UrlRewriteEntityTypeEnum | null, redirect_code: number, relative_url: string | null }
    | { __typename: 'GiftCardProduct', uid: string, url_key: string | null, type: UrlRewriteEntityTypeEnum | null, redirect_code: number, relative_url: string | null }
    | { __typename: 'GroupedProduct', uid: string, url_key: string | null, type: UrlRewriteEntityTypeEnum | null, redirect_code: number, relative_url: string | null }
    | { __typename: 'SimpleProduct', uid: string, url_key: string | null, type: UrlRewriteEntityTypeEnum | null, redirect_code: number, relative_url: string | null }
    | { __typename: 'VirtualProduct', uid: string, url_key: string | null, type: UrlRewriteEntityTypeEnum | null, redirect_code: number, relative_url: string | null }
   | null };

export type CheckoutCartQueryVariables = Exact<{
  cartId: string;
}>;


export type CheckoutCartQuery = { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
      | { uid: string, quantity: number, product:
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
      | { uid: string, quantity: number, product:
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
      | { uid: string, quantity: number, product:
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
      | { uid: string, quantity: number, product:
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
      | { uid: string, quantity: number, product:
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
      | { uid: string, quantity: number, product:
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
     | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string } | null, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null } | null };

export type CheckoutCartFragment = { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
    | { uid: string, quantity: number, product:
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
      , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
    | { uid: string, quantity: number, product:
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
      , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
    | { uid: string, quantity: number, product:
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
      , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
    | { uid: string, quantity: number, product:
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
      , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
    | { uid: string, quantity: number, product:
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
      , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
    | { uid: string, quantity: number, product:
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
      , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
   | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string } | null, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null };

type CheckoutAddress_BillingCartAddress_Fragment = { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } };

type CheckoutAddress_ShippingCartAddress_Fragment = { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } };

export type CheckoutAddressFragment =
  | CheckoutAddress_BillingCartAddress_Fragment
  | CheckoutAddress_ShippingCartAddress_Fragment
;

export type CheckoutShippingAddressFragment = { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } };

export type CreateHostedCardSessionMutationVariables = Exact<{
  cartId: string;
  returnUrl: string;
  email?: string | null | undefined;
}>;


export type CreateHostedCardSessionMutation = { createHostedCardSession: { client_secret: string, payment_intent_id: string, session_id: string, publishable_key: string, amount: number, currency: string, customer_id: string | null, url: string | null } | null };

export type HostedCardConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type HostedCardConfigQuery = { hostedCardConfig: { enabled: boolean, card_form: string, publishable_key: string | null } | null };

export type PlaceOrderMutationVariables = Exact<{
  cartId: string;
}>;


export type PlaceOrderMutation = { placeOrder: { errors: Array<{ code: PlaceOrderErrorCodes, message: string } | null>, orderV2: { number: string, order_date: string, shipping_method: string | null, payment_methods: Array<{ name: string } | null> | null, items: Array<{ id: string, product_name: string | null, product_sku: string, quantity_ordered: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null } | null };

export type SetBillingAddressOnCartMutationVariables = Exact<{
  cartId: string;
  billing: BillingAddressInput;
}>;


export type SetBillingAddressOnCartMutation = { setBillingAddressOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string } | null, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null } } | null };

export type SetGuestEmailOnCartMutationVariables = Exact<{
  cartId: string;
  email: string;
}>;


export type SetGuestEmailOnCartMutation = { setGuestEmailOnCart: { cart: { id: string, email: string | null } } | null };

export type SetPaymentMethodOnCartMutationVariables = Exact<{
  cartId: string;
  payment: PaymentMethodInput;
}>;


export type SetPaymentMethodOnCartMutation = { setPaymentMethodOnCart: { cart: { id: string, selected_payment_method: { code: string, title: string } | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null } | null } } | null };

export type SetShippingAddressesOnCartMutationVariables = Exact<{
  cartId: string;
  address: ShippingAddressInput;
}>;


export type SetShippingAddressesOnCartMutation = { setShippingAddressesOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string } | null, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null } } | null };

export type SetShippingMethodsOnCartMutationVariables = Exact<{
  cartId: string;
  method: ShippingMethodInput;
}>;


export type SetShippingMethodsOnCartMutation = { setShippingMethodsOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, items: Array<
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
        | { uid: string, quantity: number, product:
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, name: string | null, thumbnail: { url: string | null, label: string | null } | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null }
       | null> | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_code: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null, region_id: number | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string, title: string } | null, applied_coupons: Array<{ code: string } | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null } } | null };

export type CmsBlocksQueryVariables = Exact<{
  identifiers: Array<string | null | undefined> | string;
}>;


export type CmsBlocksQuery = { cmsBlocks: { items: Array<{ identifier: string | null, title: string | null, content: string | null } | null> | null } | null };

export type CmsPageQueryVariables = Exact<{
  identifier: string;
}>;


export type CmsPageQuery = { cmsPage: { identifier: string | null, url_key: string | null, title: string | null, content_heading: string | null, content: string | null, page_layout: string | null, meta_title: string | null, meta_description: string | null, meta_keywords: string | null } | null };

export type StoreCurrenciesQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreCurrenciesQuery = { currency: { available_currency_codes: Array<string | null> | null, default_display_currency_code: string | null } | null };

export type HeaderMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderMenuQuery = { categories: { items: Array<{ uid: string, children: Array<{ uid: string, name: string | null, position: number | null, include_in_menu: number | null, url_path: string | null, url_suffix: string | null, children: Array<{ uid: string, name: string | null, position: number | null, include_in_menu: number | null, url_path: string | null, url_suffix: string | null, children: Array<{ uid: string, name: string | null, position: number | null, include_in_menu: number | null, url_path: string | null, url_suffix: string | null, children: Array<{ uid: string, name: string | null, position: number | null, include_in_menu: number | null, url_path: string | null, url_suffix: string | null } | null> | null } | null> | null } | null> | null } | null> | null } | null> | null } | null };

export type HeaderMenuNodeFragment = { uid: string, name: string | null, position: number | null, include_in_menu: number | null, url_path: string | null, url_suffix: string | null };

export type HomeDepartmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeDepartmentsQuery = { categories: { items: Array<{ uid: string, children: Array<{ uid: string, name: string | null, image: string | null, position: number | null, include_in_menu: number | null, url_path: string | null, url_suffix: string | null } | null> | null } | null> | null } | null };

export type LayoutBlocksQueryVariables = Exact<{
  identifiers?: Array<string | null | undefined> | string | null | undefined;
}>;


export type LayoutBlocksQuery = { cmsBlocks: { items: Array<{ identifier: string | null, content: string | null } | null> | null } | null };

export type ProductListingQueryVariables = Exact<{
  search?: string | null | undefined;
  filter: ProductAttributeFilterInput;
  sort?: ProductAttributeSortInput | null | undefined;
  pageSize?: number | null | undefined;
  currentPage?: number | null | undefined;
  subcategoriesOnly?: boolean | null | undefined;
}>;


export type ProductListingQuery = { products: { total_count: number | null, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null, aggregations: Array<{ attribute_code: string, label: string | null, count: number | null, position: number | null, options: Array<{ count: number | null, label: string | null, value: string } | null> | null } | null> | null, items: Array<
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
     | null> | null } | null };

export type SubscribeNewsletterMutationVariables = Exact<{
  email: string;
}>;


export type SubscribeNewsletterMutation = { subscribeEmailToNewsletter: { status: SubscriptionStatusesEnum | null } | null };

export type CreateProductReviewMutationVariables = Exact<{
  input: CreateProductReviewInput;
}>;


export type CreateProductReviewMutation = { createProductReview: { review: { nickname: string, summary: string, created_at: string } } };

export type ProductDetailQueryVariables = Exact<{
  urlKey: string;
}>;


export type ProductDetailQuery = { products: { items: Array<
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, review_count: number, rating_summary: number, dynamic_price: boolean | null, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ id: number, name: string, url_key: string } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, thumbnail: { url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, items: Array<{ uid: string | null, title: string | null, type: string | null, required: boolean | null, position: number | null, options: Array<{ uid: string, label: string | null, quantity: number | null, can_change_quantity: boolean | null, is_default: boolean | null, position: number | null, price: number | null, price_type: PriceTypeEnum | null, product:
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null } | null> | null } | null> | null }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, review_count: number, rating_summary: number, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ id: number, name: string, url_key: string } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, thumbnail: { url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null, swatch_data:
              | { value: string | null }
              | { value: string | null }
              | { value: string | null }
             | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ uid: string, code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, media_gallery: Array<
              | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
              | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
             | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } } | null } | null> | null }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, review_count: number, rating_summary: number, links_title: string | null, links_purchased_separately: number | null, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ id: number, name: string, url_key: string } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, thumbnail: { url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, downloadable_product_links: Array<{ uid: string, title: string | null, price: number | null, sort_order: number | null, sample_url: string | null } | null> | null }
      | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, review_count: number, rating_summary: number, giftcard_type: GiftCardTypeEnum | null, allow_open_amount: boolean | null, open_amount_min: number | null, open_amount_max: number | null, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ id: number, name: string, url_key: string } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, thumbnail: { url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, giftcard_amounts: Array<{ uid: string, value: number | null } | null> | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, review_count: number, rating_summary: number, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ id: number, name: string, url_key: string } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, thumbnail: { url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null }, items: Array<{ position: number | null, qty: number | null, product:
            | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
            | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
            | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
            | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
            | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
            | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
            | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
           | null } | null> | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, review_count: number, rating_summary: number, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ id: number, name: string, url_key: string } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, thumbnail: { url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, review_count: number, rating_summary: number, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
         | null> | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ id: number, name: string, url_key: string } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, thumbnail: { url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
     | null> | null } | null };

export type DetailPriceFragment = { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null };

type DetailMedia_ProductImage_Fragment = { url: string | null, label: string | null, position: number | null, disabled: boolean | null };

type DetailMedia_ProductVideo_Fragment = { url: string | null, label: string | null, position: number | null, disabled: boolean | null };

export type DetailMediaFragment =
  | DetailMedia_ProductImage_Fragment
  | DetailMedia_ProductVideo_Fragment
;

type ProductDetailBase_BundleProduct_Fragment = { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, review_count: number, rating_summary: number, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ id: number, name: string, url_key: string } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, thumbnail: { url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type ProductDetailBase_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, review_count: number, rating_summary: number, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ id: number, name: string, url_key: string } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, thumbnail: { url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type ProductDetailBase_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, review_count: number, rating_summary: number, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ id: number, name: string, url_key: string } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, thumbnail: { url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type ProductDetailBase_GiftCardProduct_Fragment = { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, review_count: number, rating_summary: number, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ id: number, name: string, url_key: string } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, thumbnail: { url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type ProductDetailBase_GroupedProduct_Fragment = { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, review_count: number, rating_summary: number, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ id: number, name: string, url_key: string } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, thumbnail: { url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type ProductDetailBase_SimpleProduct_Fragment = { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, review_count: number, rating_summary: number, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ id: number, name: string, url_key: string } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, thumbnail: { url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

type ProductDetailBase_VirtualProduct_Fragment = { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, meta_title: string | null, meta_description: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, review_count: number, rating_summary: number, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ id: number, name: string, url_key: string } | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, breadcrumbs: Array<{ category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, thumbnail: { url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
    | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } };

export type ProductDetailBaseFragment =
  | ProductDetailBase_BundleProduct_Fragment
  | ProductDetailBase_ConfigurableProduct_Fragment
  | ProductDetailBase_DownloadableProduct_Fragment
  | ProductDetailBase_GiftCardProduct_Fragment
  | ProductDetailBase_GroupedProduct_Fragment
  | ProductDetailBase_SimpleProduct_Fragment
  | ProductDetailBase_VirtualProduct_Fragment
;

export type ConfigurableDetailFragment = { configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null, swatch_data:
        | { value: string | null }
        | { value: string | null }
        | { value: string | null }
       | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ uid: string, code: string | null, value_index: number | null } | null> | null, product: { uid: string, sku: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, media_gallery: Array<
        | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
        | { url: string | null, label: string | null, position: number | null, disabled: boolean | null }
       | null> | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } } | null } | null> | null };

export type BundleDetailFragment = { dynamic_price: boolean | null, items: Array<{ uid: string | null, title: string | null, type: string | null, required: boolean | null, position: number | null, options: Array<{ uid: string, label: string | null, quantity: number | null, can_change_quantity: boolean | null, is_default: boolean | null, position: number | null, price: number | null, price_type: PriceTypeEnum | null, product:
        | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
        | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
        | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
        | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
        | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
        | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
        | { uid: string, sku: string | null, stock_status: ProductStockStatus | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
       | null } | null> | null } | null> | null };

export type GroupedDetailFragment = { items: Array<{ position: number | null, qty: number | null, product:
      | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
      | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
     | null } | null> | null };

export type DownloadableDetailFragment = { links_title: string | null, links_purchased_separately: number | null, downloadable_product_links: Array<{ uid: string, title: string | null, price: number | null, sort_order: number | null, sample_url: string | null } | null> | null };

export type GiftCardDetailFragment = { giftcard_type: GiftCardTypeEnum | null, allow_open_amount: boolean | null, open_amount_min: number | null, open_amount_max: number | null, giftcard_amounts: Array<{ uid: string, value: number | null } | null> | null };

export type ProductReviewRatingsMetadataQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductReviewRatingsMetadataQuery = { productReviewRatingsMetadata: { items: Array<{ id: string, name: string, values: Array<{ value_id: string, value: string } | null> } | null> } };

export type ProductReviewsQueryVariables = Exact<{
  urlKey: string;
  currentPage?: number | null | undefined;
  ratingsSize?: number | null | undefined;
}>;


export type ProductReviewsQuery = { products: { items: Array<
      | { uid: string, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } }, ratings: { items: Array<{ ratings_breakdown: Array<{ name: string, value: string } | null> } | null> } }
      | { uid: string, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } }, ratings: { items: Array<{ ratings_breakdown: Array<{ name: string, value: string } | null> } | null> } }
      | { uid: string, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } }, ratings: { items: Array<{ ratings_breakdown: Array<{ name: string, value: string } | null> } | null> } }
      | { uid: string, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } }, ratings: { items: Array<{ ratings_breakdown: Array<{ name: string, value: string } | null> } | null> } }
      | { uid: string, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } }, ratings: { items: Array<{ ratings_breakdown: Array<{ name: string, value: string } | null> } | null> } }
      | { uid: string, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } }, ratings: { items: Array<{ ratings_breakdown: Array<{ name: string, value: string } | null> } | null> } }
      | { uid: string, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, created_at: string, average_rating: number, ratings_breakdown: Array<{ name: string, value: string } | null> } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } }, ratings: { items: Array<{ ratings_breakdown: Array<{ name: string, value: string } | null> } | null> } }
     | null> | null } | null };

export type SearchSuggestionsQueryVariables = Exact<{
  search: string;
  pageSize?: number | null | undefined;
}>;


export type SearchSuggestionsQuery = { products: { total_count: number | null, items: Array<
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
     | null> | null } | null, categoryList: Array<{ uid: string, name: string | null, url_path: string | null, url_suffix: string | null, include_in_menu: number | null } | null> | null, brands: { items: Array<{ uid: string, name: string, url_key: string } | null> } | null };

export type SitemapCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type SitemapCategoriesQuery = { categories: { items: Array<{ uid: string, children: Array<{ uid: string, url_path: string | null, url_suffix: string | null, children: Array<{ uid: string, url_path: string | null, url_suffix: string | null, children: Array<{ uid: string, url_path: string | null, url_suffix: string | null, children: Array<{ uid: string, url_path: string | null, url_suffix: string | null } | null> | null } | null> | null } | null> | null } | null> | null } | null> | null } | null };

export type SitemapCategoryFragment = { uid: string, url_path: string | null, url_suffix: string | null };

export type SitemapProductsQueryVariables = Exact<{
  filter: ProductAttributeFilterInput;
  pageSize?: number | null | undefined;
  currentPage?: number | null | undefined;
}>;


export type SitemapProductsQuery = { products: { total_count: number | null, page_info: { current_page: number | null, total_pages: number | null } | null, items: Array<
      | { uid: string, url_key: string | null, url_suffix: string | null, url_rewrites: Array<{ url: string | null } | null> | null }
      | { uid: string, url_key: string | null, url_suffix: string | null, url_rewrites: Array<{ url: string | null } | null> | null }
      | { uid: string, url_key: string | null, url_suffix: string | null, url_rewrites: Array<{ url: string | null } | null> | null }
      | { uid: string, url_key: string | null, url_suffix: string | null, url_rewrites: Array<{ url: string | null } | null> | null }
      | { uid: string, url_key: string | null, url_suffix: string | null, url_rewrites: Array<{ url: string | null } | null> | null }
      | { uid: string, url_key: string | null, url_suffix: string | null, url_rewrites: Array<{ url: string | null } | null> | null }
      | { uid: string, url_key: string | null, url_suffix: string | null, url_rewrites: Array<{ url: string | null } | null> | null }
     | null> | null } | null };

export type AddProductsToWishlistMutationVariables = Exact<{
  wishlistId: string | number;
  items: Array<WishlistItemInput> | WishlistItemInput;
}>;


export type AddProductsToWishlistMutation = { addProductsToWishlist: { wishlist: { id: string | null, items_count: number | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string } | null> } | null };

export type AddWishlistItemsToCartMutationVariables = Exact<{
  wishlistId: string | number;
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type AddWishlistItemsToCartMutation = { addWishlistItemsToCart: { status: boolean, add_wishlist_items_to_cart_user_errors: Array<{ code: WishlistCartUserInputErrorType, message: string } | null> } | null };

export type RemoveProductsFromWishlistMutationVariables = Exact<{
  wishlistId: string | number;
  ids: Array<string | number> | string | number;
}>;


export type RemoveProductsFromWishlistMutation = { removeProductsFromWishlist: { wishlist: { id: string | null, items_count: number | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string } | null> } | null };

export type WishlistMembershipQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistMembershipQuery = { customer: { wishlists: Array<{ id: string | null, items_count: number | null, items_v2: { items: Array<
          | { id: string, quantity: number, product:
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
             | null }
          | { id: string, quantity: number, product:
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
             | null }
          | { id: string, quantity: number, product:
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
             | null }
          | { id: string, quantity: number, product:
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
             | null }
          | { id: string, quantity: number, product:
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
             | null }
          | { id: string, quantity: number, product:
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
              | { uid: string, sku: string | null }
             | null }
         | null> } | null } | null> } | null };

export type WishlistPageQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistPageQuery = { customer: { wishlists: Array<{ id: string | null, items_count: number | null, items_v2: { items: Array<
          | { id: string, quantity: number, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
          | { id: string, quantity: number, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
          | { id: string, quantity: number, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
          | { id: string, quantity: number, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
          | { id: string, quantity: number, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
          | { id: string, quantity: number, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GiftCardProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ url: string | null } | null> | null, brands: Array<{ name: string, url_key: string } | null> | null, thumbnail: { url: string | null, label: string | null } | null, price_range: { minimum_price: { regular_price: { value: number | null, currency: CurrencyEnum | null }, final_price: { value: number | null, currency: CurrencyEnum | null } }, maximum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } | null } }
             | null }
         | null> } | null } | null> } | null };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { revokeCustomerToken: { result: boolean } | null };

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
export const AccountAddressFragmentDoc = new TypedDocumentString(`
    fragment AccountAddress on CustomerAddress {
  id
  firstname
  lastname
  company
  street
  city
  postcode
  country_code
  region {
    region
    region_code
    region_id
  }
  telephone
  default_billing
  default_shipping
}
    `, {"fragmentName":"AccountAddress"}) as unknown as TypedDocumentString<AccountAddressFragment, unknown>;
export const AccountOrderAddressFragmentDoc = new TypedDocumentString(`
    fragment AccountOrderAddress on OrderAddress {
  firstname
  lastname
  company
  street
  city
  region
  postcode
  country_code
  telephone
}
    `, {"fragmentName":"AccountOrderAddress"}) as unknown as TypedDocumentString<AccountOrderAddressFragment, unknown>;
export const OrderContentsFragmentDoc = new TypedDocumentString(`
    fragment OrderContents on CustomerOrder {
  number
  order_date
  shipping_method
  payment_methods {
    name
  }
  items {
    id
    product_name
    product_sku
    quantity_ordered
    product_sale_price {
      value
      currency
    }
  }
  total {
    subtotal {
      value
      currency
    }
    total_shipping {
      value
      currency
    }
    total_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    grand_total {
      value
      currency
    }
  }
}
    `, {"fragmentName":"OrderContents"}) as unknown as TypedDocumentString<OrderContentsFragment, unknown>;
export const BrandSummaryFragmentDoc = new TypedDocumentString(`
    fragment BrandSummary on ProductBrand {
  uid
  id
  name
  url_key
  first_letter
  is_featured
  product_count
}
    `, {"fragmentName":"BrandSummary"}) as unknown as TypedDocumentString<BrandSummaryFragment, unknown>;
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
export const CheckoutAddressFragmentDoc = new TypedDocumentString(`
    fragment CheckoutAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  postcode
  telephone
  region {
    code
    label
    region_id
  }
  country {
    code
    label
  }
}
    `, {"fragmentName":"CheckoutAddress"}) as unknown as TypedDocumentString<CheckoutAddressFragment, unknown>;
export const CheckoutShippingAddressFragmentDoc = new TypedDocumentString(`
    fragment CheckoutShippingAddress on ShippingCartAddress {
  ...CheckoutAddress
  available_shipping_methods {
    carrier_code
    carrier_title
    method_code
    method_title
    available
    error_message
    amount {
      value
      currency
    }
  }
  selected_shipping_method {
    carrier_code
    carrier_title
    method_code
    method_title
    amount {
      value
      currency
    }
  }
}
    fragment CheckoutAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  postcode
  telephone
  region {
    code
    label
    region_id
  }
  country {
    code
    label
  }
}`, {"fragmentName":"CheckoutShippingAddress"}) as unknown as TypedDocumentString<CheckoutShippingAddressFragment, unknown>;
export const CheckoutCartFragmentDoc = new TypedDocumentString(`
    fragment CheckoutCart on Cart {
  id
  email
  is_virtual
  total_quantity
  items {
    uid
    quantity
    product {
      sku
      name
      thumbnail {
        url
        label
      }
    }
    prices {
      price {
        value
        currency
      }
      row_total_including_tax {
        value
        currency
      }
    }
  }
  shipping_addresses {
    ...CheckoutShippingAddress
  }
  billing_address {
    ...CheckoutAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
  }
  applied_coupons {
    code
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_including_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    applied_taxes {
      amount {
        value
        currency
      }
    }
  }
}
    fragment CheckoutAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  postcode
  telephone
  region {
    code
    label
    region_id
  }
  country {
    code
    label
  }
}
fragment CheckoutShippingAddress on ShippingCartAddress {
  ...CheckoutAddress
  available_shipping_methods {
    carrier_code
    carrier_title
    method_code
    method_title
    available
    error_message
    amount {
      value
      currency
    }
  }
  selected_shipping_method {
    carrier_code
    carrier_title
    method_code
    method_title
    amount {
      value
      currency
    }
  }
}`, {"fragmentName":"CheckoutCart"}) as unknown as TypedDocumentString<CheckoutCartFragment, unknown>;
export const HeaderMenuNodeFragmentDoc = new TypedDocumentString(`
    fragment HeaderMenuNode on CategoryTree {
  uid
  name
  position
  include_in_menu
  url_path
  url_suffix
}
    `, {"fragmentName":"HeaderMenuNode"}) as unknown as TypedDocumentString<HeaderMenuNodeFragment, unknown>;
export const DetailMediaFragmentDoc = new TypedDocumentString(`
    fragment DetailMedia on MediaGalleryInterface {
  url
  label
  position
  disabled
}
    `, {"fragmentName":"DetailMedia"}) as unknown as TypedDocumentString<DetailMediaFragment, unknown>;
export const DetailPriceFragmentDoc = new TypedDocumentString(`
    fragment DetailPrice on PriceRange {
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
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
  }
}
    `, {"fragmentName":"DetailPrice"}) as unknown as TypedDocumentString<DetailPriceFragment, unknown>;
export const ProductDetailBaseFragmentDoc = new TypedDocumentString(`
    fragment ProductDetailBase on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  url_rewrites {
    url
  }
  meta_title
  meta_description
  stock_status
  only_x_left_in_stock
  review_count
  rating_summary
  brands {
    id
    name
    url_key
  }
  categories {
    uid
    name
    url_path
    url_suffix
    breadcrumbs {
      category_name
      category_url_path
    }
  }
  description {
    html
  }
  short_description {
    html
  }
  thumbnail {
    ...DetailMedia
  }
  image {
    url
    label
  }
  media_gallery {
    ...DetailMedia
  }
  price_range {
    ...DetailPrice
  }
}
    fragment DetailPrice on PriceRange {
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
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
  }
}
fragment DetailMedia on MediaGalleryInterface {
  url
  label
  position
  disabled
}`, {"fragmentName":"ProductDetailBase"}) as unknown as TypedDocumentString<ProductDetailBaseFragment, unknown>;
export const ConfigurableDetailFragmentDoc = new TypedDocumentString(`
    fragment ConfigurableDetail on ConfigurableProduct {
  configurable_options {
    uid
    attribute_code
    label
    position
    values {
      uid
      value_index
      label
      swatch_data {
        value
      }
    }
  }
  variants {
    attributes {
      uid
      code
      value_index
    }
    product {
      uid
      sku
      stock_status
      only_x_left_in_stock
      media_gallery {
        ...DetailMedia
      }
      price_range {
        ...DetailPrice
      }
    }
  }
}
    fragment DetailPrice on PriceRange {
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
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
  }
}
fragment DetailMedia on MediaGalleryInterface {
  url
  label
  position
  disabled
}`, {"fragmentName":"ConfigurableDetail"}) as unknown as TypedDocumentString<ConfigurableDetailFragment, unknown>;
export const BundleDetailFragmentDoc = new TypedDocumentString(`
    fragment BundleDetail on BundleProduct {
  dynamic_price
  items {
    uid
    title
    type
    required
    position
    options {
      uid
      label
      quantity
      can_change_quantity
      is_default
      position
      price
      price_type
      product {
        uid
        sku
        stock_status
        price_range {
          ...DetailPrice
        }
      }
    }
  }
}
    fragment DetailPrice on PriceRange {
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
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
  }
}`, {"fragmentName":"BundleDetail"}) as unknown as TypedDocumentString<BundleDetailFragment, unknown>;
export const GroupedDetailFragmentDoc = new TypedDocumentString(`
    fragment GroupedDetail on GroupedProduct {
  items {
    position
    qty
    product {
      uid
      sku
      name
      stock_status
      only_x_left_in_stock
      thumbnail {
        url
        label
      }
      price_range {
        ...DetailPrice
      }
    }
  }
}
    fragment DetailPrice on PriceRange {
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
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
  }
}`, {"fragmentName":"GroupedDetail"}) as unknown as TypedDocumentString<GroupedDetailFragment, unknown>;
export const DownloadableDetailFragmentDoc = new TypedDocumentString(`
    fragment DownloadableDetail on DownloadableProduct {
  links_title
  links_purchased_separately
  downloadable_product_links {
    uid
    title
    price
    sort_order
    sample_url
  }
}
    `, {"fragmentName":"DownloadableDetail"}) as unknown as TypedDocumentString<DownloadableDetailFragment, unknown>;
export const GiftCardDetailFragmentDoc = new TypedDocumentString(`
    fragment GiftCardDetail on GiftCardProduct {
  giftcard_type
  allow_open_amount
  open_amount_min
  open_amount_max
  giftcard_amounts {
    uid
    value
  }
}
    `, {"fragmentName":"GiftCardDetail"}) as unknown as TypedDocumentString<GiftCardDetailFragment, unknown>;
export const SitemapCategoryFragmentDoc = new TypedDocumentString(`
    fragment SitemapCategory on CategoryTree {
  uid
  url_path
  url_suffix
}
    `, {"fragmentName":"SitemapCategory"}) as unknown as TypedDocumentString<SitemapCategoryFragment, unknown>;
export const CaptchaChallengeDocument = new TypedDocumentString(`
    query CaptchaChallenge {
  captchaConfig {
    type
    website_key
  }
  captchaChallenge {
    challenge
  }
}
    `) as unknown as TypedDocumentString<CaptchaChallengeQuery, CaptchaChallengeQueryVariables>;
export const ConfirmEmailDocument = new TypedDocumentString(`
    mutation ConfirmEmail($email: String!, $key: String!) {
  confirmEmail(input: {email: $email, confirmation_key: $key}) {
    customer {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const CreateCustomerDocument = new TypedDocumentString(`
    mutation CreateCustomer($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) {
    customer {
      email
      firstname
    }
  }
}
    `) as unknown as TypedDocumentString<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const DevelopmentOutboxDocument = new TypedDocumentString(`
    query DevelopmentOutbox($pageSize: Int) {
  developmentOutbox(pageSize: $pageSize) {
    id
    kind
    to
    subject
    text
    links
    created_at
  }
}
    `) as unknown as TypedDocumentString<DevelopmentOutboxQuery, DevelopmentOutboxQueryVariables>;
export const GenerateCustomerTokenDocument = new TypedDocumentString(`
    mutation GenerateCustomerToken($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<GenerateCustomerTokenMutation, GenerateCustomerTokenMutationVariables>;
export const RequestPasswordResetEmailDocument = new TypedDocumentString(`
    mutation RequestPasswordResetEmail($email: String!) {
  requestPasswordResetEmail(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetEmailMutation, RequestPasswordResetEmailMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
  resetPassword(
    email: $email
    resetPasswordToken: $resetPasswordToken
    newPassword: $newPassword
  )
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RevokeCustomerTokenDocument = new TypedDocumentString(`
    mutation RevokeCustomerToken {
  revokeCustomerToken {
    result
  }
}
    `) as unknown as TypedDocumentString<RevokeCustomerTokenMutation, RevokeCustomerTokenMutationVariables>;
export const SignedInCustomerDocument = new TypedDocumentString(`
    query SignedInCustomer {
  customer {
    firstname
    lastname
    email
  }
}
    `) as unknown as TypedDocumentString<SignedInCustomerQuery, SignedInCustomerQueryVariables>;
export const SigninWithPhoneNumberDocument = new TypedDocumentString(`
    mutation SigninWithPhoneNumber($phoneNumber: String!, $password: String!) {
  signinWithPhoneNumber(phone_number: $phoneNumber, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<SigninWithPhoneNumberMutation, SigninWithPhoneNumberMutationVariables>;
export const StoreAccountConfirmationDocument = new TypedDocumentString(`
    query StoreAccountConfirmation {
  storeConfig {
    create_account_confirmation
  }
}
    `) as unknown as TypedDocumentString<StoreAccountConfirmationQuery, StoreAccountConfirmationQueryVariables>;
export const AccountAddressesDocument = new TypedDocumentString(`
    query AccountAddresses {
  customer {
    default_billing
    default_shipping
    addresses {
      ...AccountAddress
    }
  }
}
    fragment AccountAddress on CustomerAddress {
  id
  firstname
  lastname
  company
  street
  city
  postcode
  country_code
  region {
    region
    region_code
    region_id
  }
  telephone
  default_billing
  default_shipping
}`) as unknown as TypedDocumentString<AccountAddressesQuery, AccountAddressesQueryVariables>;
export const AccountChangePasswordDocument = new TypedDocumentString(`
    mutation AccountChangePassword($currentPassword: String!, $newPassword: String!) {
  changeCustomerPassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
  ) {
    email
  }
}
    `) as unknown as TypedDocumentString<AccountChangePasswordMutation, AccountChangePasswordMutationVariables>;
export const AccountCountriesDocument = new TypedDocumentString(`
    query AccountCountries {
  countries {
    id
    full_name_locale
    full_name_english
  }
}
    `) as unknown as TypedDocumentString<AccountCountriesQuery, AccountCountriesQueryVariables>;
export const AccountCountryDocument = new TypedDocumentString(`
    query AccountCountry($id: String!) {
  country(id: $id) {
    id
    available_regions {
      id
      code
      name
    }
  }
}
    `) as unknown as TypedDocumentString<AccountCountryQuery, AccountCountryQueryVariables>;
export const AccountCreateAddressDocument = new TypedDocumentString(`
    mutation AccountCreateAddress($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AccountCreateAddressMutation, AccountCreateAddressMutationVariables>;
export const AccountCustomerDocument = new TypedDocumentString(`
    query AccountCustomer {
  customer {
    email
    firstname
    lastname
    prefix
    suffix
    date_of_birth
    gender
    taxvat
    is_subscribed
    phone_number
    default_billing
    default_shipping
    addresses {
      ...AccountAddress
    }
  }
}
    fragment AccountAddress on CustomerAddress {
  id
  firstname
  lastname
  company
  street
  city
  postcode
  country_code
  region {
    region
    region_code
    region_id
  }
  telephone
  default_billing
  default_shipping
}`) as unknown as TypedDocumentString<AccountCustomerQuery, AccountCustomerQueryVariables>;
export const AccountDeleteAddressDocument = new TypedDocumentString(`
    mutation AccountDeleteAddress($id: Int!) {
  deleteCustomerAddress(id: $id)
}
    `) as unknown as TypedDocumentString<AccountDeleteAddressMutation, AccountDeleteAddressMutationVariables>;
export const AccountOrderDocument = new TypedDocumentString(`
    query AccountOrder($number: String!) {
  customer {
    orders(filter: {number: {eq: $number}}, pageSize: 1) {
      items {
        ...OrderContents
        status
        shipping_address {
          ...AccountOrderAddress
        }
        billing_address {
          ...AccountOrderAddress
        }
      }
    }
  }
}
    fragment AccountOrderAddress on OrderAddress {
  firstname
  lastname
  company
  street
  city
  region
  postcode
  country_code
  telephone
}
fragment OrderContents on CustomerOrder {
  number
  order_date
  shipping_method
  payment_methods {
    name
  }
  items {
    id
    product_name
    product_sku
    quantity_ordered
    product_sale_price {
      value
      currency
    }
  }
  total {
    subtotal {
      value
      currency
    }
    total_shipping {
      value
      currency
    }
    total_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    grand_total {
      value
      currency
    }
  }
}`) as unknown as TypedDocumentString<AccountOrderQuery, AccountOrderQueryVariables>;
export const AccountOrdersDocument = new TypedDocumentString(`
    query AccountOrders($currentPage: Int!, $pageSize: Int!) {
  customer {
    orders(currentPage: $currentPage, pageSize: $pageSize) {
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
      items {
        number
        order_date
        status
        total {
          grand_total {
            value
            currency
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccountOrdersQuery, AccountOrdersQueryVariables>;
export const AccountReviewsDocument = new TypedDocumentString(`
    query AccountReviews($currentPage: Int!, $pageSize: Int!) {
  customer {
    reviews(currentPage: $currentPage, pageSize: $pageSize) {
      items {
        nickname
        created_at
        summary
        text
        average_rating
        status
        ratings_breakdown {
          name
          value
        }
        product {
          name
          url_key
          url_suffix
        }
      }
      page_info {
        current_page
        total_pages
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccountReviewsQuery, AccountReviewsQueryVariables>;
export const AccountStoreCreditDocument = new TypedDocumentString(`
    query AccountStoreCredit($currentPage: Int!, $pageSize: Int!) {
  customer {
    store_credit {
      current_balance {
        value
        currency
      }
      balance_history(currentPage: $currentPage, pageSize: $pageSize) {
        total_count
        page_info {
          current_page
          total_pages
        }
        items {
          action
          reason
          date_time_changed
          balance_change {
            value
            currency
          }
          actual_balance {
            value
            currency
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccountStoreCreditQuery, AccountStoreCreditQueryVariables>;
export const AccountUpdateAddressDocument = new TypedDocumentString(`
    mutation AccountUpdateAddress($id: Int!, $input: CustomerAddressInput) {
  updateCustomerAddress(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AccountUpdateAddressMutation, AccountUpdateAddressMutationVariables>;
export const AccountUpdateCustomerDocument = new TypedDocumentString(`
    mutation AccountUpdateCustomer($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) {
    customer {
      firstname
      lastname
      is_subscribed
    }
  }
}
    `) as unknown as TypedDocumentString<AccountUpdateCustomerMutation, AccountUpdateCustomerMutationVariables>;
export const AccountUpdateEmailDocument = new TypedDocumentString(`
    mutation AccountUpdateEmail($email: String!, $password: String!) {
  updateCustomerEmail(email: $email, password: $password) {
    customer {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<AccountUpdateEmailMutation, AccountUpdateEmailMutationVariables>;
export const AccountUpdatePhoneNumberDocument = new TypedDocumentString(`
    mutation AccountUpdatePhoneNumber($phoneNumber: String!) {
  updateCustomerPhoneNumber(phone_number: $phoneNumber) {
    customer {
      phone_number
    }
  }
}
    `) as unknown as TypedDocumentString<AccountUpdatePhoneNumberMutation, AccountUpdatePhoneNumberMutationVariables>;
export const BrandDetailDocument = new TypedDocumentString(`
    query BrandDetail($uid: ID, $url_key: String) {
  brand(uid: $uid, url_key: $url_key) {
    uid
    id
    name
    url_key
    description
    country
    is_featured
    product_count
  }
}
    `) as unknown as TypedDocumentString<BrandDetailQuery, BrandDetailQueryVariables>;
export const BrandIndexDocument = new TypedDocumentString(`
    query BrandIndex($filter: BrandFilterInput, $pageSize: Int = 500, $currentPage: Int = 1) {
  brands(filter: $filter, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info {
      current_page
      total_pages
    }
    letters {
      letter
      count
    }
    items {
      ...BrandSummary
    }
  }
}
    fragment BrandSummary on ProductBrand {
  uid
  id
  name
  url_key
  first_letter
  is_featured
  product_count
}`) as unknown as TypedDocumentString<BrandIndexQuery, BrandIndexQueryVariables>;
export const AddProductsToCartDocument = new TypedDocumentString(`
    mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
    cart {
      id
      total_quantity
    }
    user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AddProductsToCartMutation, AddProductsToCartMutationVariables>;
export const AddSimpleProductsToCartDocument = new TypedDocumentString(`
    mutation AddSimpleProductsToCart($cartId: String!, $cartItems: [SimpleProductCartItemInput]!) {
  addSimpleProductsToCart(input: {cart_id: $cartId, cart_items: $cartItems}) {
    cart {
      id
      total_quantity
    }
  }
}
    `) as unknown as TypedDocumentString<AddSimpleProductsToCartMutation, AddSimpleProductsToCartMutationVariables>;
export const ApplyCouponToCartDocument = new TypedDocumentString(`
    mutation ApplyCouponToCart($cartId: String!, $couponCode: String!) {
  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $couponCode}) {
    cart {
      id
      applied_coupons {
        code
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ApplyCouponToCartMutation, ApplyCouponToCartMutationVariables>;
export const CartDetailsDocument = new TypedDocumentString(`
    query CartDetails($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    total_quantity
    is_virtual
    applied_coupons {
      code
    }
    items {
      __typename
      uid
      quantity
      product {
        uid
        sku
        name
        url_key
        url_suffix
        stock_status
        only_x_left_in_stock
        thumbnail {
          url
          label
        }
        brands {
          name
        }
      }
      prices {
        price {
          value
          currency
        }
        row_total {
          value
          currency
        }
        row_total_including_tax {
          value
          currency
        }
        total_item_discount {
          value
          currency
        }
      }
      ... on ConfigurableCartItem {
        configurable_options {
          option_label
          value_label
        }
        configured_variant {
          sku
          name
          stock_status
          thumbnail {
            url
            label
          }
        }
      }
      ... on BundleCartItem {
        bundle_options {
          uid
          label
          values {
            uid
            label
            quantity
          }
        }
      }
    }
    prices {
      grand_total {
        value
        currency
      }
      subtotal_including_tax {
        value
        currency
      }
      subtotal_excluding_tax {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
      applied_taxes {
        label
        amount {
          value
          currency
        }
      }
    }
    shipping_addresses {
      selected_shipping_method {
        carrier_title
        method_title
        amount {
          value
          currency
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CartDetailsQuery, CartDetailsQueryVariables>;
export const CartTotalQuantityDocument = new TypedDocumentString(`
    query CartTotalQuantity($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    total_quantity
  }
}
    `) as unknown as TypedDocumentString<CartTotalQuantityQuery, CartTotalQuantityQueryVariables>;
export const CreateEmptyCartDocument = new TypedDocumentString(`
    mutation CreateEmptyCart {
  createEmptyCart
}
    `) as unknown as TypedDocumentString<CreateEmptyCartMutation, CreateEmptyCartMutationVariables>;
export const CustomerCartDocument = new TypedDocumentString(`
    query CustomerCart {
  customerCart {
    id
    total_quantity
  }
}
    `) as unknown as TypedDocumentString<CustomerCartQuery, CustomerCartQueryVariables>;
export const MergeCartsDocument = new TypedDocumentString(`
    mutation MergeCarts($sourceCartId: String!, $destinationCartId: String) {
  mergeCarts(
    source_cart_id: $sourceCartId
    destination_cart_id: $destinationCartId
  ) {
    id
    total_quantity
  }
}
    `) as unknown as TypedDocumentString<MergeCartsMutation, MergeCartsMutationVariables>;
export const RemoveCouponFromCartDocument = new TypedDocumentString(`
    mutation RemoveCouponFromCart($cartId: String!) {
  removeCouponFromCart(input: {cart_id: $cartId}) {
    cart {
      id
      applied_coupons {
        code
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RemoveCouponFromCartMutation, RemoveCouponFromCartMutationVariables>;
export const RemoveItemFromCartDocument = new TypedDocumentString(`
    mutation RemoveItemFromCart($cartId: String!, $cartItemUid: ID!) {
  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $cartItemUid}) {
    cart {
      id
      total_quantity
    }
  }
}
    `) as unknown as TypedDocumentString<RemoveItemFromCartMutation, RemoveItemFromCartMutationVariables>;
export const UpdateCartItemsDocument = new TypedDocumentString(`
    mutation UpdateCartItems($cartId: String!, $cartItems: [CartItemUpdateInput]!) {
  updateCartItems(input: {cart_id: $cartId, cart_items: $cartItems}) {
    cart {
      id
      total_quantity
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCartItemsMutation, UpdateCartItemsMutationVariables>;
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
export const CategoryPageDocument = new TypedDocumentString(`
    query CategoryPage($uid: String!) {
  categories(filters: {category_uid: {eq: $uid}}, pageSize: 1) {
    items {
      uid
      name
      description
      display_mode
      landing_page
      image
      url_key
      url_path
      url_suffix
      meta_title
      meta_description
      meta_keywords
      cms_block {
        identifier
        title
        content
      }
      breadcrumbs {
        category_uid
        category_name
        category_level
        category_url_key
        category_url_path
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CategoryPageQuery, CategoryPageQueryVariables>;
export const ResolveRouteDocument = new TypedDocumentString(`
    query ResolveRoute($url: String!) {
  route(url: $url) {
    __typename
    type
    redirect_code
    relative_url
    ... on CategoryTree {
      uid
      url_key
    }
    ... on ProductInterface {
      uid
      url_key
    }
    ... on CmsPage {
      identifier
      url_key
    }
  }
}
    `) as unknown as TypedDocumentString<ResolveRouteQuery, ResolveRouteQueryVariables>;
export const CheckoutCartDocument = new TypedDocumentString(`
    query CheckoutCart($cartId: String!) {
  cart(cart_id: $cartId) {
    ...CheckoutCart
  }
}
    fragment CheckoutCart on Cart {
  id
  email
  is_virtual
  total_quantity
  items {
    uid
    quantity
    product {
      sku
      name
      thumbnail {
        url
        label
      }
    }
    prices {
      price {
        value
        currency
      }
      row_total_including_tax {
        value
        currency
      }
    }
  }
  shipping_addresses {
    ...CheckoutShippingAddress
  }
  billing_address {
    ...CheckoutAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
  }
  applied_coupons {
    code
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_including_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    applied_taxes {
      amount {
        value
        currency
      }
    }
  }
}
fragment CheckoutAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  postcode
  telephone
  region {
    code
    label
    region_id
  }
  country {
    code
    label
  }
}
fragment CheckoutShippingAddress on ShippingCartAddress {
  ...CheckoutAddress
  available_shipping_methods {
    carrier_code
    carrier_title
    method_code
    method_title
    available
    error_message
    amount {
      value
      currency
    }
  }
  selected_shipping_method {
    carrier_code
    carrier_title
    method_code
    method_title
    amount {
      value
      currency
    }
  }
}`) as unknown as TypedDocumentString<CheckoutCartQuery, CheckoutCartQueryVariables>;
export const CreateHostedCardSessionDocument = new TypedDocumentString(`
    mutation CreateHostedCardSession($cartId: String!, $returnUrl: String!, $email: String) {
  createHostedCardSession(
    input: {cart_id: $cartId, return_url: $returnUrl, customer_email: $email}
  ) {
    client_secret
    payment_intent_id
    session_id
    publishable_key
    amount
    currency
    customer_id
    url
  }
}
    `) as unknown as TypedDocumentString<CreateHostedCardSessionMutation, CreateHostedCardSessionMutationVariables>;
export const HostedCardConfigDocument = new TypedDocumentString(`
    query HostedCardConfig {
  hostedCardConfig {
    enabled
    card_form
    publishable_key
  }
}
    `) as unknown as TypedDocumentString<HostedCardConfigQuery, HostedCardConfigQueryVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($cartId: String!) {
  placeOrder(input: {cart_id: $cartId}) {
    errors {
      code
      message
    }
    orderV2 {
      ...OrderContents
    }
  }
}
    fragment OrderContents on CustomerOrder {
  number
  order_date
  shipping_method
  payment_methods {
    name
  }
  items {
    id
    product_name
    product_sku
    quantity_ordered
    product_sale_price {
      value
      currency
    }
  }
  total {
    subtotal {
      value
      currency
    }
    total_shipping {
      value
      currency
    }
    total_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    grand_total {
      value
      currency
    }
  }
}`) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const SetBillingAddressOnCartDocument = new TypedDocumentString(`
    mutation SetBillingAddressOnCart($cartId: String!, $billing: BillingAddressInput!) {
  setBillingAddressOnCart(input: {cart_id: $cartId, billing_address: $billing}) {
    cart {
      ...CheckoutCart
    }
  }
}
    fragment CheckoutCart on Cart {
  id
  email
  is_virtual
  total_quantity
  items {
    uid
    quantity
    product {
      sku
      name
      thumbnail {
        url
        label
      }
    }
    prices {
      price {
        value
        currency
      }
      row_total_including_tax {
        value
        currency
      }
    }
  }
  shipping_addresses {
    ...CheckoutShippingAddress
  }
  billing_address {
    ...CheckoutAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
  }
  applied_coupons {
    code
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_including_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    applied_taxes {
      amount {
        value
        currency
      }
    }
  }
}
fragment CheckoutAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  postcode
  telephone
  region {
    code
    label
    region_id
  }
  country {
    code
    label
  }
}
fragment CheckoutShippingAddress on ShippingCartAddress {
  ...CheckoutAddress
  available_shipping_methods {
    carrier_code
    carrier_title
    method_code
    method_title
    available
    error_message
    amount {
      value
      currency
    }
  }
  selected_shipping_method {
    carrier_code
    carrier_title
    method_code
    method_title
    amount {
      value
      currency
    }
  }
}`) as unknown as TypedDocumentString<SetBillingAddressOnCartMutation, SetBillingAddressOnCartMutationVariables>;
export const SetGuestEmailOnCartDocument = new TypedDocumentString(`
    mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
  setGuestEmailOnCart(input: {cart_id: $cartId, email: $email}) {
    cart {
      id
      email
    }
  }
}
    `) as unknown as TypedDocumentString<SetGuestEmailOnCartMutation, SetGuestEmailOnCartMutationVariables>;
export const SetPaymentMethodOnCartDocument = new TypedDocumentString(`
    mutation SetPaymentMethodOnCart($cartId: String!, $payment: PaymentMethodInput!) {
  setPaymentMethodOnCart(input: {cart_id: $cartId, payment_method: $payment}) {
    cart {
      id
      selected_payment_method {
        code
        title
      }
      prices {
        grand_total {
          value
          currency
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SetPaymentMethodOnCartMutation, SetPaymentMethodOnCartMutationVariables>;
export const SetShippingAddressesOnCartDocument = new TypedDocumentString(`
    mutation SetShippingAddressesOnCart($cartId: String!, $address: ShippingAddressInput!) {
  setShippingAddressesOnCart(
    input: {cart_id: $cartId, shipping_addresses: [$address]}
  ) {
    cart {
      ...CheckoutCart
    }
  }
}
    fragment CheckoutCart on Cart {
  id
  email
  is_virtual
  total_quantity
  items {
    uid
    quantity
    product {
      sku
      name
      thumbnail {
        url
        label
      }
    }
    prices {
      price {
        value
        currency
      }
      row_total_including_tax {
        value
        currency
      }
    }
  }
  shipping_addresses {
    ...CheckoutShippingAddress
  }
  billing_address {
    ...CheckoutAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
  }
  applied_coupons {
    code
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_including_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    applied_taxes {
      amount {
        value
        currency
      }
    }
  }
}
fragment CheckoutAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  postcode
  telephone
  region {
    code
    label
    region_id
  }
  country {
    code
    label
  }
}
fragment CheckoutShippingAddress on ShippingCartAddress {
  ...CheckoutAddress
  available_shipping_methods {
    carrier_code
    carrier_title
    method_code
    method_title
    available
    error_message
    amount {
      value
      currency
    }
  }
  selected_shipping_method {
    carrier_code
    carrier_title
    method_code
    method_title
    amount {
      value
      currency
    }
  }
}`) as unknown as TypedDocumentString<SetShippingAddressesOnCartMutation, SetShippingAddressesOnCartMutationVariables>;
export const SetShippingMethodsOnCartDocument = new TypedDocumentString(`
    mutation SetShippingMethodsOnCart($cartId: String!, $method: ShippingMethodInput!) {
  setShippingMethodsOnCart(input: {cart_id: $cartId, shipping_methods: [$method]}) {
    cart {
      ...CheckoutCart
    }
  }
}
    fragment CheckoutCart on Cart {
  id
  email
  is_virtual
  total_quantity
  items {
    uid
    quantity
    product {
      sku
      name
      thumbnail {
        url
        label
      }
    }
    prices {
      price {
        value
        currency
      }
      row_total_including_tax {
        value
        currency
      }
    }
  }
  shipping_addresses {
    ...CheckoutShippingAddress
  }
  billing_address {
    ...CheckoutAddress
  }
  available_payment_methods {
    code
    title
  }
  selected_payment_method {
    code
    title
  }
  applied_coupons {
    code
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_including_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    applied_taxes {
      amount {
        value
        currency
      }
    }
  }
}
fragment CheckoutAddress on CartAddressInterface {
  firstname
  lastname
  company
  street
  city
  postcode
  telephone
  region {
    code
    label
    region_id
  }
  country {
    code
    label
  }
}
fragment CheckoutShippingAddress on ShippingCartAddress {
  ...CheckoutAddress
  available_shipping_methods {
    carrier_code
    carrier_title
    method_code
    method_title
    available
    error_message
    amount {
      value
      currency
    }
  }
  selected_shipping_method {
    carrier_code
    carrier_title
    method_code
    method_title
    amount {
      value
      currency
    }
  }
}`) as unknown as TypedDocumentString<SetShippingMethodsOnCartMutation, SetShippingMethodsOnCartMutationVariables>;
export const CmsBlocksDocument = new TypedDocumentString(`
    query CmsBlocks($identifiers: [String]!) {
  cmsBlocks(identifiers: $identifiers) {
    items {
      identifier
      title
      content
    }
  }
}
    `) as unknown as TypedDocumentString<CmsBlocksQuery, CmsBlocksQueryVariables>;
export const CmsPageDocument = new TypedDocumentString(`
    query CmsPage($identifier: String!) {
  cmsPage(identifier: $identifier) {
    identifier
    url_key
    title
    content_heading
    content
    page_layout
    meta_title
    meta_description
    meta_keywords
  }
}
    `) as unknown as TypedDocumentString<CmsPageQuery, CmsPageQueryVariables>;
export const StoreCurrenciesDocument = new TypedDocumentString(`
    query StoreCurrencies {
  currency {
    available_currency_codes
    default_display_currency_code
  }
}
    `) as unknown as TypedDocumentString<StoreCurrenciesQuery, StoreCurrenciesQueryVariables>;
export const HeaderMenuDocument = new TypedDocumentString(`
    query HeaderMenu {
  categories(pageSize: 20) {
    items {
      uid
      children {
        ...HeaderMenuNode
        children {
          ...HeaderMenuNode
          children {
            ...HeaderMenuNode
            children {
              ...HeaderMenuNode
            }
          }
        }
      }
    }
  }
}
    fragment HeaderMenuNode on CategoryTree {
  uid
  name
  position
  include_in_menu
  url_path
  url_suffix
}`) as unknown as TypedDocumentString<HeaderMenuQuery, HeaderMenuQueryVariables>;
export const HomeDepartmentsDocument = new TypedDocumentString(`
    query HomeDepartments {
  categories(pageSize: 20) {
    items {
      uid
      children {
        uid
        name
        image
        position
        include_in_menu
        url_path
        url_suffix
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HomeDepartmentsQuery, HomeDepartmentsQueryVariables>;
export const LayoutBlocksDocument = new TypedDocumentString(`
    query LayoutBlocks($identifiers: [String]) {
  cmsBlocks(identifiers: $identifiers) {
    items {
      identifier
      content
    }
  }
}
    `) as unknown as TypedDocumentString<LayoutBlocksQuery, LayoutBlocksQueryVariables>;
export const ProductListingDocument = new TypedDocumentString(`
    query ProductListing($search: String, $filter: ProductAttributeFilterInput!, $sort: ProductAttributeSortInput, $pageSize: Int = 12, $currentPage: Int = 1, $subcategoriesOnly: Boolean = false) {
  products(
    search: $search
    filter: $filter
    sort: $sort
    pageSize: $pageSize
    currentPage: $currentPage
  ) {
    total_count
    page_info {
      current_page
      page_size
      total_pages
    }
    aggregations(
      filter: {category: {includeDirectChildrenOnly: $subcategoriesOnly}}
    ) {
      attribute_code
      label
      count
      position
      options {
        count
        label
        value
      }
    }
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
}`) as unknown as TypedDocumentString<ProductListingQuery, ProductListingQueryVariables>;
export const SubscribeNewsletterDocument = new TypedDocumentString(`
    mutation SubscribeNewsletter($email: String!) {
  subscribeEmailToNewsletter(email: $email) {
    status
  }
}
    `) as unknown as TypedDocumentString<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const CreateProductReviewDocument = new TypedDocumentString(`
    mutation CreateProductReview($input: CreateProductReviewInput!) {
  createProductReview(input: $input) {
    review {
      nickname
      summary
      created_at
    }
  }
}
    `) as unknown as TypedDocumentString<CreateProductReviewMutation, CreateProductReviewMutationVariables>;
export const ProductDetailDocument = new TypedDocumentString(`
    query ProductDetail($urlKey: String!) {
  products(filter: {url_key: {eq: $urlKey}}, pageSize: 1) {
    items {
      ...ProductDetailBase
      ...ConfigurableDetail
      ...BundleDetail
      ...GroupedDetail
      ...DownloadableDetail
      ...GiftCardDetail
      related_products {
        ...ProductCard
      }
      upsell_products {
        ...ProductCard
      }
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
}
fragment DetailPrice on PriceRange {
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
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
  }
}
fragment DetailMedia on MediaGalleryInterface {
  url
  label
  position
  disabled
}
fragment ProductDetailBase on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  url_suffix
  url_rewrites {
    url
  }
  meta_title
  meta_description
  stock_status
  only_x_left_in_stock
  review_count
  rating_summary
  brands {
    id
    name
    url_key
  }
  categories {
    uid
    name
    url_path
    url_suffix
    breadcrumbs {
      category_name
      category_url_path
    }
  }
  description {
    html
  }
  short_description {
    html
  }
  thumbnail {
    ...DetailMedia
  }
  image {
    url
    label
  }
  media_gallery {
    ...DetailMedia
  }
  price_range {
    ...DetailPrice
  }
}
fragment ConfigurableDetail on ConfigurableProduct {
  configurable_options {
    uid
    attribute_code
    label
    position
    values {
      uid
      value_index
      label
      swatch_data {
        value
      }
    }
  }
  variants {
    attributes {
      uid
      code
      value_index
    }
    product {
      uid
      sku
      stock_status
      only_x_left_in_stock
      media_gallery {
        ...DetailMedia
      }
      price_range {
        ...DetailPrice
      }
    }
  }
}
fragment BundleDetail on BundleProduct {
  dynamic_price
  items {
    uid
    title
    type
    required
    position
    options {
      uid
      label
      quantity
      can_change_quantity
      is_default
      position
      price
      price_type
      product {
        uid
        sku
        stock_status
        price_range {
          ...DetailPrice
        }
      }
    }
  }
}
fragment GroupedDetail on GroupedProduct {
  items {
    position
    qty
    product {
      uid
      sku
      name
      stock_status
      only_x_left_in_stock
      thumbnail {
        url
        label
      }
      price_range {
        ...DetailPrice
      }
    }
  }
}
fragment DownloadableDetail on DownloadableProduct {
  links_title
  links_purchased_separately
  downloadable_product_links {
    uid
    title
    price
    sort_order
    sample_url
  }
}
fragment GiftCardDetail on GiftCardProduct {
  giftcard_type
  allow_open_amount
  open_amount_min
  open_amount_max
  giftcard_amounts {
    uid
    value
  }
}`) as unknown as TypedDocumentString<ProductDetailQuery, ProductDetailQueryVariables>;
export const ProductReviewRatingsMetadataDocument = new TypedDocumentString(`
    query ProductReviewRatingsMetadata {
  productReviewRatingsMetadata {
    items {
      id
      name
      values {
        value_id
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductReviewRatingsMetadataQuery, ProductReviewRatingsMetadataQueryVariables>;
export const ProductReviewsDocument = new TypedDocumentString(`
    query ProductReviews($urlKey: String!, $currentPage: Int = 1, $ratingsSize: Int = 100) {
  products(filter: {url_key: {eq: $urlKey}}, pageSize: 1) {
    items {
      uid
      review_count
      reviews(currentPage: $currentPage) {
        items {
          nickname
          summary
          text
          created_at
          average_rating
          ratings_breakdown {
            name
            value
          }
        }
        page_info {
          current_page
          page_size
          total_pages
        }
      }
      ratings: reviews(currentPage: 1, pageSize: $ratingsSize) {
        items {
          ratings_breakdown {
            name
            value
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductReviewsQuery, ProductReviewsQueryVariables>;
export const SearchSuggestionsDocument = new TypedDocumentString(`
    query SearchSuggestions($search: String!, $pageSize: Int = 6) {
  products(search: $search, filter: {}, pageSize: $pageSize) {
    total_count
    items {
      uid
      sku
      name
      url_key
      url_suffix
      url_rewrites {
        url
      }
      brands {
        name
      }
      small_image {
        url
        label
      }
      price_range {
        minimum_price {
          final_price {
            value
            currency
          }
        }
      }
    }
  }
  categoryList(filters: {name: {match: $search}}) {
    uid
    name
    url_path
    url_suffix
    include_in_menu
  }
  brands(filter: {name: {match: $search}}, pageSize: 5) {
    items {
      uid
      name
      url_key
    }
  }
}
    `) as unknown as TypedDocumentString<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const SitemapCategoriesDocument = new TypedDocumentString(`
    query SitemapCategories {
  categories(pageSize: 20) {
    items {
      uid
      children {
        ...SitemapCategory
        children {
          ...SitemapCategory
          children {
            ...SitemapCategory
            children {
              ...SitemapCategory
            }
          }
        }
      }
    }
  }
}
    fragment SitemapCategory on CategoryTree {
  uid
  url_path
  url_suffix
}`) as unknown as TypedDocumentString<SitemapCategoriesQuery, SitemapCategoriesQueryVariables>;
export const SitemapProductsDocument = new TypedDocumentString(`
    query SitemapProducts($filter: ProductAttributeFilterInput!, $pageSize: Int = 200, $currentPage: Int = 1) {
  products(filter: $filter, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info {
      current_page
      total_pages
    }
    items {
      uid
      url_key
      url_suffix
      url_rewrites {
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapProductsQuery, SitemapProductsQueryVariables>;
export const AddProductsToWishlistDocument = new TypedDocumentString(`
    mutation AddProductsToWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
    wishlist {
      id
      items_count
    }
    user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AddProductsToWishlistMutation, AddProductsToWishlistMutationVariables>;
export const AddWishlistItemsToCartDocument = new TypedDocumentString(`
    mutation AddWishlistItemsToCart($wishlistId: ID!, $ids: [ID!]) {
  addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $ids) {
    status
    add_wishlist_items_to_cart_user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AddWishlistItemsToCartMutation, AddWishlistItemsToCartMutationVariables>;
export const RemoveProductsFromWishlistDocument = new TypedDocumentString(`
    mutation RemoveProductsFromWishlist($wishlistId: ID!, $ids: [ID!]!) {
  removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $ids) {
    wishlist {
      id
      items_count
    }
    user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<RemoveProductsFromWishlistMutation, RemoveProductsFromWishlistMutationVariables>;
export const WishlistMembershipDocument = new TypedDocumentString(`
    query WishlistMembership {
  customer {
    wishlists {
      id
      items_count
      items_v2(pageSize: 200) {
        items {
          id
          quantity
          product {
            uid
            sku
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WishlistMembershipQuery, WishlistMembershipQueryVariables>;
export const WishlistPageDocument = new TypedDocumentString(`
    query WishlistPage {
  customer {
    wishlists {
      id
      items_count
      items_v2(pageSize: 100) {
        items {
          id
          quantity
          product {
            ...ProductCard
          }
        }
      }
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
}`) as unknown as TypedDocumentString<WishlistPageQuery, WishlistPageQueryVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  revokeCustomerToken {
    result
  }
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;