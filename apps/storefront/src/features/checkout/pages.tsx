/**
 * What the checkout's screens share (spec §2.3, §2.10): the frame of a step, its loading space and failure, and the
 * address forms' data. Each step is a module of its own (UserAccountStep, ShippingStep, BillingStep, PaymentStep)
 * that reads the cart on the server, lets the step guard send the shopper where the cart allows, and hands its client
 * form only the data and texts it needs: a route's client code is what its modules import, so no step ships another
 * step's forms. Nothing here imports a client component.
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { loadAddresses, loadCountries, loadRegions } from "@/features/account/loaders";
import { type AddressView, addressFormValues } from "@/features/account/mappers";
import type { AddressInput } from "@/features/account/schemas";
import { formTexts, sectionTexts } from "@/features/account/texts";
import { getPathname } from "@/i18n/navigation";
import { marketForLocale } from "@/lib/markets/markets";
import type { AddressTexts } from "./components/texts";
import type { CheckoutAddressView, CheckoutView } from "./mappers";
import type { CheckoutStep } from "./steps";
import { CheckoutSummary, StepProgress } from "./Summary";

const FIELD_KEYS = ["firstname", "lastname", "company", "telephone", "street", "apartment", "neighborhood", "extra", "city", "postcode", "country", "chooseCountry", "region", "chooseRegion"] as const;

/** A new address starts in the site's own country. */
const HOME_COUNTRY: Record<string, string> = { gb: "GB", cn: "CN", us: "US", mex: "MX" };

/** Checkout pages are the shopper's own: never indexed. */
export async function checkoutMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Checkout" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** While a step reads the cart: the space the step will take, so nothing jumps when it arrives. */
export function StepLoading() {
  return <div className="mx-auto min-h-[60vh] max-w-[1200px] px-4 py-10 md:px-8" aria-busy="true" data-testid="checkout-loading" />;
}

export async function LoadFailed({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: "Checkout" });
  return (
    <section role="alert" className="mx-auto max-w-xl px-6 py-24 text-center" data-testid="checkout-load-failed">
      <p className="text-sm leading-relaxed">{t("errors.loadFailed")}</p>
      <a href={getPathname({ href: "/cart", locale })} className="mt-8 inline-block border border-ink px-8 py-3 text-[11px] uppercase tracking-label">
        {t("payResult.backToCart")}
      </a>
    </section>
  );
}

export function StepFrame({ locale, step, checkout, signedIn, children }: { locale: string; step: CheckoutStep; checkout: CheckoutView; signedIn: boolean; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8 md:px-8 md:py-12" data-testid={`checkout-${step}`} data-step={step}>
      <StepProgress locale={locale} step={step} signedIn={signedIn} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-14">
        <div className="min-w-0">{children}</div>
        <div className="lg:self-start">
          <CheckoutSummary locale={locale} checkout={checkout} />
        </div>
      </div>
    </div>
  );
}

export async function addressTexts(locale: string): Promise<AddressTexts> {
  const [account, t] = await Promise.all([getTranslations({ locale, namespace: "Account" }), getTranslations({ locale, namespace: "Checkout" })]);
  return { fields: sectionTexts(account, "address", FIELD_KEYS), picker: t.raw("address") as AddressTexts["picker"], form: formTexts(account) };
}

/** The address forms' data: the customer's book (signed in), the countries, and the regions of the address shown. */
export async function addressData(locale: string, signedIn: boolean, current: CheckoutAddressView | null) {
  const [book, countries] = await Promise.all([signedIn ? loadAddresses(locale) : null, loadCountries(locale)]);
  const saved: AddressView[] = book?.ok ? book.data : [];
  const initial: AddressInput = current
    ? { ...addressFormValues(null), ...current, country_code: current.countryCode, region_id: current.regionId, region: current.region }
    : addressFormValues(null, HOME_COUNTRY[marketForLocale(locale).site] ?? "");
  const regions = initial.country_code ? await loadRegions(locale, initial.country_code) : null;
  return { saved, countries: countries.ok ? countries.data : [], initial, initialRegions: regions?.ok ? regions.data : [] };
}

/** The saved address that matches the cart's, or else the default one for this use. */
export function preselect(saved: AddressView[], current: CheckoutAddressView | null, use: "shipping" | "billing"): number | null {
  const match = current ? saved.find((a) => a.street === current.street && a.postcode === current.postcode && a.firstname === current.firstname && a.countryCode === current.countryCode) : undefined;
  if (match) return match.id;
  if (current) return null;
  return (use === "shipping" ? saved.find((a) => a.defaultShipping) : saved.find((a) => a.defaultBilling))?.id ?? saved[0]?.id ?? null;
}

