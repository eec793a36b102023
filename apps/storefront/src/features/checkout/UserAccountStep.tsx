/** /checkout/user-account (spec §2.3, §2.10): a guest's e-mail, or sign in or register, then the shipping step. */
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { accessTexts } from "@/features/account-access/access-texts";
import { formTexts } from "@/features/account/texts";
import { getPathname } from "@/i18n/navigation";
import { type AccountChoice, accountPanels, accountStepHref } from "./account-choice";
import { AccessPanel } from "./components/AccessPanel";
import { ChosenPanel } from "./components/ChosenPanel";
import { GuestEmailForm } from "./components/GuestEmailForm";
import type { Texts } from "./components/texts";
import { LoadFailed, StepFrame } from "./pages";
import { openStep } from "./server";

/**
 * The step opened on `choice`. The sign-in and registration forms come as a chunk of their own (AccessPanel): at
 * once when chosen, and beside the guest's e-mail only when the shopper goes for them.
 */
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
        <AccessPanel form="signin" whenApproached={choice === "guest"} locale={locale} texts={access} />
        {other("register", t("account.toRegister"))}
      </>
    ),
    register: (
      <>
        <AccessPanel form="register" locale={locale} texts={access} />
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
