/**
 * The account pages' reads, as the signed-in customer (src/lib/session: no token → "Please login firstly" and
 * sign-in; a refused token → forced sign-out). Pages render, so they may not change cookies.
 */
import {
  AccountAddressesDocument,
  AccountCountriesDocument,
  AccountCountryDocument,
  AccountCustomerDocument,
  AccountOrderDocument,
  AccountOrdersDocument,
  AccountReviewsDocument,
  AccountStoreCreditDocument,
} from "@/lib/commerce/generated/graphql";
import { type Result, mapResult } from "@/lib/commerce/result";
import { commerceRequest } from "@/lib/commerce/server";
import { customerRequest, requireCustomerToken } from "@/lib/session/session";
import {
  type AddressView,
  type CountryOption,
  type OrderDetailView,
  type OrdersPageView,
  type ProfileView,
  type RegionOption,
  type ReviewView,
  type StoreCreditView,
  toAddresses,
  toCountries,
  toOrderDetail,
  toOrdersPage,
  toProfile,
  toRegions,
  toReviews,
  toStoreCredit,
} from "./mappers";

const page = { canStore: false };

export const ORDERS_PAGE_SIZE = 10;
export const REVIEWS_PAGE_SIZE = 10;
export const CREDIT_PAGE_SIZE = 20;

/** The guard of spec §2.5 for a page that reads nothing as the customer. */
export async function requireAccount(locale: string): Promise<void> {
  await requireCustomerToken(locale);
}

export async function loadProfile(locale: string): Promise<Result<ProfileView | null>> {
  const result = await customerRequest(AccountCustomerDocument, {}, locale, page);
  return mapResult(result, (data) => (data.customer ? toProfile(data.customer) : null));
}

export async function loadAddresses(locale: string): Promise<Result<AddressView[]>> {
  return mapResult(await customerRequest(AccountAddressesDocument, {}, locale, page), (data) => toAddresses(data.customer));
}

export async function loadOrders(locale: string, currentPage: number, pageSize = ORDERS_PAGE_SIZE): Promise<Result<OrdersPageView>> {
  return mapResult(await customerRequest(AccountOrdersDocument, { currentPage, pageSize }, locale, page), toOrdersPage);
}

export async function loadOrder(locale: string, number: string): Promise<Result<OrderDetailView | null>> {
  return mapResult(await customerRequest(AccountOrderDocument, { number }, locale, page), (data) => toOrderDetail(data, number));
}

export async function loadReviews(locale: string, currentPage: number): Promise<Result<{ reviews: ReviewView[]; page: number; totalPages: number }>> {
  return mapResult(await customerRequest(AccountReviewsDocument, { currentPage, pageSize: REVIEWS_PAGE_SIZE }, locale, page), toReviews);
}

export async function loadStoreCredit(locale: string, currentPage: number): Promise<Result<StoreCreditView>> {
  return mapResult(await customerRequest(AccountStoreCreditDocument, { currentPage, pageSize: CREDIT_PAGE_SIZE }, locale, page), toStoreCredit);
}

/** The directory: public data, read without the token. */
export async function loadCountries(locale: string): Promise<Result<CountryOption[]>> {
  return mapResult(await commerceRequest(AccountCountriesDocument, {}, locale), (data) => toCountries(data, locale));
}

export async function loadRegions(locale: string, countryId: string): Promise<Result<RegionOption[]>> {
  return mapResult(await commerceRequest(AccountCountryDocument, { id: countryId }, locale), toRegions);
}
