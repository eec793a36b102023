import { cookies, headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { serverEnv } from "@/config/env";
import { toSignedInCustomer } from "@/features/account-access/mappers";
import { cartPanelModel } from "@/features/cart/components/cart-panel-model";
import { emptyCartView, toCartView } from "@/features/cart/mappers";
import { callCart } from "@/features/cart/server";
import { planRequest } from "@/features/site-selector/request-plan";
import { membershipOf } from "@/features/wishlist/server";
import { getRequestScope } from "@/lib/commerce/server";
import { SignedInCustomerDocument, WishlistMembershipDocument } from "@/lib/commerce/generated/graphql";
import { siteDomainsFromEnv } from "@/lib/markets/domains";
import { customerRequest, readCustomerToken } from "@/lib/session/session";
import type { ShopperView } from "./view";

/**
 * The shopper's parts of a site view for this request's cookies (docs/adr/019), for `GET /api/shopper`: the cart's
 * count and panel, the account's initial and menu, the wish list, the currency. A route handler may change cookies:
 * a stored cart that is gone is forgotten and a refused token signs the shopper out (spec §4), as the shopper's own
 * pages do through their actions; the cookies a first visit records (the site, the country), which a shared page
 * cannot set, are set here.
 */
export async function loadShopperView(locale: string, pagePath: string): Promise<ShopperView> {
  const [jar, requestHeaders] = await Promise.all([cookies(), headers()]);
  const plan = planRequest({
    url: new URL(pagePath, "http://localhost"),
    host: requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host"),
    cookies: jar,
    headers: requestHeaders,
    domains: siteDomainsFromEnv(serverEnv),
    isDocument: true,
  });
  for (const cookie of plan.setCookies) jar.set(cookie.name, cookie.value, cookie.options);

  const token = await readCustomerToken();
  const [scope, header, cart, customer, wishlist] = await Promise.all([
    getRequestScope(locale),
    getTranslations({ locale, namespace: "Header" }),
    callCart(locale, "cart", [], { canStore: true }),
    token ? customerRequest(SignedInCustomerDocument, {}, locale, { canStore: true }) : null,
    token ? customerRequest(WishlistMembershipDocument, {}, locale, { canStore: true }) : null,
  ]);
  const view = cart.ok && cart.data.cart ? toCartView(cart.data.cart) : emptyCartView(scope.currency);
  const signedIn = customer?.ok ? toSignedInCustomer(customer.data.customer) : null;
  const wishlistLabel = token ? (await getTranslations({ locale, namespace: "Wishlist" }))("title") : "";
  return {
    signedIn: token !== undefined,
    currency: scope.currency,
    cart: { count: view.totalQuantity, panel: await cartPanelModel(view, locale) },
    account: signedIn?.initial
      ? {
          initial: signedIn.initial,
          texts: {
            greeting: header("accountMenu.greeting", { firstname: signedIn.firstname, lastname: signedIn.lastname }).trim(),
            orders: header("accountMenu.orders"),
            profile: header("accountMenu.profile"),
            addresses: header("accountMenu.addresses"),
            logout: header("accountMenu.logout"),
            account: header("account"),
          },
        }
      : null,
    wishlist: wishlist ? { label: wishlistLabel, membership: wishlist.ok ? membershipOf(wishlist.data.customer?.wishlists) : { entries: [], count: 0 } } : null,
  };
}
