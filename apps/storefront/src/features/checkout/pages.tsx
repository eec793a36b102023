/**
 * The checkout's screens (spec §2.3, §2.10): each reads the cart on the server, lets the step guard send the shopper
 * where the cart allows, and hands its client form only the data and texts it needs.
 */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { accessTexts } from "@/features/account-access/pages";
import { RegisterForm } from "@/features/account-access/components/RegisterForm";
import { SignInForms } from "@/features/account-access/components/SignInForms";
import { loadAddresses, loadCountries, loadRegions } from "@/features/account/loaders";
import { type AddressView, addressFormValues } from "@/features/account/mappers";
import type { AddressInput } from "@/features/account/schemas";
import { formTexts, sectionTexts } from "@/features/account/texts";
import { getPathname } from "@/i18n/navigation";
import { marketForLocale } from "@/lib/markets/markets";
import { type AccountChoice, accountPanels, accountStepHref } from "./account-choice";
import { BillingForm } from "./components/BillingForm";
import { ChosenPanel } from "./components/ChosenPanel";
import { GuestEmailForm } from "./components/GuestEmailForm";
import { PaymentForm } from "./components/PaymentForm";
import { ShippingForm } from "./components/ShippingForm";
import type { AddressTexts, Texts } from "./components/texts";
import { type CheckoutAddressView, type CheckoutView, sameAddress } from "./mappers";
import { localiseMethods, localisePayments } from "./labels";
import { loadCardForm, openStep } from "./server";
import { type CheckoutStep } from "./steps";
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

async function LoadFailed({ locale }: { locale: string }) {
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

function StepFrame({ locale, step, checkout, signedIn, children }: { locale: string; step: CheckoutStep; checkout: CheckoutView; signedIn: boolean; children: ReactNode }) {
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

async function addressTexts(locale: string): Promise<AddressTexts> {
  const [account, t] = await Promise.all([getTranslations({ locale, namespace: "Account" }), getTranslations({ locale, namespace: "Checkout" })]);
  return { fields: sectionTexts(account, "address", FIELD_KEYS), picker: t.raw("address") as AddressTexts["picker"], form: formTexts(account) };
}

/** The address forms' data: the customer's book (signed in), the countries, and the regions of the address shown. */
async function addressData(locale: string, signedIn: boolean, current: CheckoutAddressView | null) {
  const [book, countries] = await Promise.all([signedIn ? loadAddresses(locale) : null, loadCountries(locale)]);
  const saved: AddressView[] = book?.ok ? book.data : [];
  const initial: AddressInput = current
    ? { ...addressFormValues(null), ...current, country_code: current.countryCode, region_id: current.regionId, region: current.region }
    : addressFormValues(null, HOME_COUNTRY[marketForLocale(locale).site] ?? "");
  const regions = initial.country_code ? await loadRegions(locale, initial.country_code) : null;
  return { saved, countries: countries.ok ? countries.data : [], initial, initialRegions: regions?.ok ? regions.data : [] };
}

/** The saved address that matches the cart's, or else the default one for this use. */
function preselect(saved: AddressView[], current: CheckoutAddressView | null, use: "shipping" | "billing"): number | null {
  const match = current ? saved.find((a) => a.street === current.street && a.postcode === current.postcode && a.firstname === current.firstname && a.countryCode === current.countryCode) : undefined;
  if (match) return match.id;
  if (current) return null;
  return (use === "shipping" ? saved.find((a) => a.defaultShipping) : saved.find((a) => a.defaultBilling))?.id ?? saved[0]?.id ?? null;
}

/** /checkout/user-account: a guest's e-mail, or sign in or register (then the shipping step), opened on `choice`. */
export async function UserAccountStep({ locale, choice }: { locale: string; choice: AccountChoice }) {
  const opened = await openStep(locale, "user-account");
  if (!opened.ok) return <LoadFailed locale={locale} />;
  const { checkout, signedIn } = opened.data;
  const [t, access, account] = await Promise.all([
    getTranslations({ locale, namespace: "Checkout" }),
    accessTexts(locale),
    getTranslations({ locale, namespace: "Account" }),
  ]);
  // Sign-in and registration lead to each other by the URL, so a reload keeps the choice.
  const other = (to: AccountChoice, label: string) => (
    <a href={getPathname({ href: accountStepHref(to), locale })} className="mt-6 inline-block text-xs uppercase tracking-label underline underline-offset-4" data-testid={`account-to-${to}`}>
      {label}
    </a>
  );
  const panels: Record<AccountChoice, ReactNode> = {
    guest: (
      <section aria-labelledby="guest-heading" data-testid="guest-panel">
        <h2 id="guest-heading" className="mb-2 font-display text-3xl font-light">{t("account.guestHeading")}</h2>
        <p className="mb-6 text-sm text-stone">{t("account.guestIntro")}</p>
        <GuestEmailForm locale={locale} initial={checkout.email} texts={t.raw("account") as Texts} formTexts={formTexts(account)} />
      </section>
    ),
    signin: (
      <>
        <SignInForms locale={locale} texts={access} after="checkout" />
        {other("register", t("account.toRegister"))}
      </>
    ),
    register: (
      <>
        <RegisterForm locale={locale} texts={access} after="checkout" />
        {other("signin", t("account.toSignIn"))}
      </>
    ),
  };
  const [first, second] = accountPanels(choice);
  return (
    <StepFrame locale={locale} step="user-account" checkout={checkout} signedIn={signedIn}>
      <div className="grid gap-12 md:grid-cols-2 md:gap-10" data-account-choice={choice}>
        <ChosenPanel className="min-w-0">{panels[first]}</ChosenPanel>
        <div className="min-w-0 md:border-l md:border-line md:pl-10">{panels[second]}</div>
      </div>
    </StepFrame>
  );
}

/** /checkout/shipping: the delivery address, then the delivery method. */
export async function ShippingStep({ locale }: { locale: string }) {
  const opened = await openStep(locale, "shipping");
  if (!opened.ok) return <LoadFailed locale={locale} />;
  const { checkout, signedIn } = opened.data;
  const [t, texts, data] = await Promise.all([getTranslations({ locale, namespace: "Checkout" }), addressTexts(locale), addressData(locale, signedIn, checkout.shippingAddress)]);
  return (
    <StepFrame locale={locale} step="shipping" checkout={checkout} signedIn={signedIn}>
      <ShippingForm
        locale={locale}
        signedIn={signedIn}
        {...data}
        preselected={preselect(data.saved, checkout.shippingAddress, "shipping")}
        current={checkout.shippingAddress}
        methods={localiseMethods(t, checkout.shippingMethods)}
        noShipping={checkout.noShipping}
        selected={checkout.selectedShipping?.id ?? null}
        texts={t.raw("shipping") as Texts}
        errors={t.raw("errors") as Texts}
        addressTexts={texts}
      />
    </StepFrame>
  );
}

/** /checkout/billing: the delivery address by default, or another. */
export async function BillingStep({ locale }: { locale: string }) {
  const opened = await openStep(locale, "billing");
  if (!opened.ok) return <LoadFailed locale={locale} />;
  const { checkout, signedIn } = opened.data;
  const billing = checkout.billingAddress;
  const same = billing === null || sameAddress(billing, checkout.shippingAddress);
  const [t, texts, data] = await Promise.all([getTranslations({ locale, namespace: "Checkout" }), addressTexts(locale), addressData(locale, signedIn, same ? null : billing)]);
  return (
    <StepFrame locale={locale} step="billing" checkout={checkout} signedIn={signedIn}>
      <BillingForm
        locale={locale}
        signedIn={signedIn}
        shipping={checkout.shippingAddress}
        sameAsShipping={same}
        {...data}
        preselected={preselect(data.saved, same ? null : billing, "billing")}
        texts={t.raw("billing") as Texts}
        addressTexts={texts}
      />
    </StepFrame>
  );
}

/** /checkout/payment: the available methods; the card on the provider's hosted page or with Stripe's Payment Element. */
export async function PaymentStep({ locale }: { locale: string }) {
  const opened = await openStep(locale, "payment");
  if (!opened.ok) return <LoadFailed locale={locale} />;
  const { checkout, signedIn } = opened.data;
  const [t, cardForm] = await Promise.all([getTranslations({ locale, namespace: "Checkout" }), loadCardForm(locale)]);
  const figures = {
    currency: checkout.currency,
    value: checkout.grandTotal?.value ?? 0,
    coupon: checkout.coupon,
    items: checkout.lines.map((l) => ({ sku: l.sku, name: l.name, price: l.price ?? 0, quantity: l.quantity })),
  };
  return (
    <StepFrame locale={locale} step="payment" checkout={checkout} signedIn={signedIn}>
      <PaymentForm
        locale={locale}
        methods={localisePayments(t, checkout.paymentMethods)}
        selected={checkout.selectedPayment}
        cardForm={cardForm}
        figures={figures}
        texts={t.raw("payment") as Texts}
        errors={t.raw("errors") as Texts}
      />
    </StepFrame>
  );
}
