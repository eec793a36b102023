import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/markets/markets";
import { namespaces } from "./namespaces";

const root = join(import.meta.dirname, "../../messages");

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function read(locale: string, ns: string): unknown {
  return JSON.parse(readFileSync(join(root, locale, `${ns}.json`), "utf8"));
}

describe("message catalogues", () => {
  it("has exactly the declared namespaces in every locale", () => {
    for (const locale of locales) {
      const files = readdirSync(join(root, locale)).map((f) => f.replace(/\.json$/, "")).sort();
      expect(files, locale).toEqual([...namespaces].sort());
    }
  });

  it.each(namespaces)("has the same keys in every locale for %s", (ns) => {
    const reference = keysOf(read("en-GB", ns)).sort();
    for (const locale of locales) {
      expect(keysOf(read(locale, ns)).sort(), `${locale}/${ns}`).toEqual(reference);
    }
  });

  it.each(namespaces)("has no empty texts in %s", (ns) => {
    for (const locale of locales) {
      const flat = keysOf(read(locale, ns));
      for (const key of flat) {
        const value = key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], read(locale, ns));
        expect(typeof value === "string" && value.trim().length > 0, `${locale}/${ns}:${key}`).toBe(true);
      }
    }
  });
});

/** Texts the spec gives word for word (§4, §5, §8, §2.6): the English sites show exactly these. */
const SPEC_TEXTS: Record<string, string> = {
  "Cart.addNoData": "Sorry, failed to add this product, please try it again.",
  "Cart.tryAgain": "please try it again",
  "Cart.addSuccess": "Add To Cart Successfully",
  "Cart.addFailed": "Add To Cart Failed, please try again",
  "Cart.unsupportedType": "Product Type {type} not supported in add to cart yet",
  "Cart.cartNotFound": "Can not find your cart data",
  "Cart.removeFailed": "Remove Failed, please try again",
  "Cart.productNotFound": "can't find this product",
  "Cart.removed": "{name} has been successfully removed from your cart",
  "Cart.removedTitle": "Product removed",
  "Cart.updateErrorTitle": "Error!",
  "Cart.couponErrorTitle": "Error Happened",
  "Cart.couponInvalid": "The coupon code isn't valid. Verify the code and try again.",
  "Cart.oneCoupon": "Please remove current applied one, then add a new coupon.",
  "Cart.noStock": "No stock or product does not exist.",
  "Cart.outOfStock": "Sorry, this product is out of stock now",
  "Cart.soldOutBlocks": "Please remove the sold out products from your  cart",
  "Cart.expired": "Oh your previous cart has expired so now it is empty!",
  "Cart.listFailed": "Sorry, load your product list failed, please refresh page again.",
  "Product.quickAddFailed": "Add To Cart Failed, please try again",
  "ProductPage.cart.failed": "Add To Cart Failed, please try again",
  "Newsletter.success": "You have been successfully subscribed to our newsletter!",
  "Newsletter.invalidEmail": "Invalid email",
  "Errors.notFoundTitle": "Page not found",
  "Errors.notFoundAlt": "Sorry, the page or product cannot be viewed, please go back to the homepage!",
  "Errors.serverError": "Oops, an error occurred! Try again",
  "Errors.backHome": "Back to Home page",
  "Errors.generic": "An error occurred",
  "Errors.timeout": "Interface timeout, please try again.",
  "Checkout.errors.shippingAddress": "Errors withh setting shipping address",
  "Checkout.errors.billingAddress": "Error with set billing address",
  "Checkout.errors.noMethodsForCountry": "There are no shipping methods available for this country. We are sorry, please try with different country.",
  "Checkout.errors.selectMethod": "There was some error while trying to select this shipping method. We are sorry, please try with different shipping method.",
  "Checkout.errors.fetchMethods": "There was some error while trying to fetch shipping methods. We are sorry, please try with different shipping details.",
  "Checkout.errors.noMethodsNow": "There are no shipping methods available for you right now. Please try again or use an alternative payment method.",
  "Checkout.errors.provider": "Please check your shipping address or choose another payment",
  "Checkout.errors.paymentMissing": "The payment method is missing, Select the payment method and try again!",
  "Checkout.errors.cancelled": "You cancelled the payment.",
  "Checkout.errors.selectAnother": "Please select another payment method",
  "Checkout.errors.updateAndRetry": "Please update and try again",
  "Checkout.errors.refreshAndRetry": "Please refresh your page and try it again",
  "Checkout.errors.paid": "Congratualations! You have paid it successfully!",
  "Checkout.errors.trackNotFound": "track info no found!",
  "Session.sessionExpired": "You are not authorized or your login data has expired, please log in again.",
  "Session.signInFirst": "Please login firstly",
  "Account.title": "My Account",
  "Account.overview.heading": "Overview",
  "Account.orders.heading": "Order history",
  "Account.nav.orders": "My Orders",
  "Account.order.heading": "order detail",
  "Account.profile.heading": "My profile",
  "Account.addresses.heading": "Addresses Book",
  "Account.nav.addresses": "Addresses Book",
  "Account.address.heading": "Addresses details",
  "Account.newsletter.heading": "My newsletter",
  "Account.reviews.heading": "My reviews",
  "Account.wishlist.heading": "My wishlist",
  "Account.storeCredit.heading": "Store Credit",
  "Account.overview.greeting": "Hi, {firstname} {lastname}",
  "Account.form.required": "This field is required",
  "Account.form.min2": "The field should have at least 2 characters",
  "Account.form.min8": "The field should have at least 8 characters",
  "Account.form.invalidEmail": "Invalid email",
  "Account.form.passwordsDontMatch": "Passwords don't match",
  "Account.form.passwordLength": "The password needs at least 8 characters. Create a new password and try again.",
  "Account.form.passwordClasses":
    "Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.",
  "Account.form.phoneRequired": "Phone number is required",
  "Account.form.selectCountryFirst": "Please select a country first",
  "Account.form.currentPasswordForEmail": "Please type your current password to change your email address.",
  "Account.messages.accountUpdated": "The user account data was successfully updated!",
  "Account.messages.phoneUpdated": "Updated phone number successfully",
  "Account.messages.passwordChanged": "The user password was changed successfully updated!",
  "Account.messages.subscribed": "You have been successfully subscribed to our newsletter!",
};

describe("spec texts", () => {
  it.each(["en-GB", "en-US"])("are word for word in %s", (locale) => {
    for (const [key, text] of Object.entries(SPEC_TEXTS)) {
      const [ns, ...path] = key.split(".");
      const value = path.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], read(locale, ns!));
      expect(value, `${locale}/${key}`).toBe(text);
    }
  });
});
