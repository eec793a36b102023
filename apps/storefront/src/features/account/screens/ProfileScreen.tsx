import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AccountFrame, AccountLoading } from "../AccountFrame";
import { NewsletterToggle } from "../components/NewsletterToggle";
import { PasswordForm } from "../components/PasswordForm";
import { PhoneForm } from "../components/PhoneForm";
import { ProfileForm, type ProfileTexts } from "../components/ProfileForm";
import { loadProfile, requireAccount } from "../loaders";
import { formTexts, sectionTexts } from "../texts";
import { LoadFailed } from "./parts";

const PROFILE_KEYS = [
  "details", "prefix", "firstname", "lastname", "suffix", "dateOfBirth", "gender", "genderNone", "genderMale", "genderFemale",
  "genderNotSpecified", "taxvat", "email", "currentPassword", "emailHint", "save",
] as const;

/** /account/profile (and /account/testprofile): the customer's details, e-mail, and phone number. */
export async function ProfileScreen({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: "Account" });
  return (
    <AccountFrame locale={locale} screen="profile" heading={t("profile.heading")}>
      <Suspense fallback={<AccountLoading />}>
        <Profile locale={locale} />
      </Suspense>
    </AccountFrame>
  );
}

async function Profile({ locale }: { locale: string }) {
  const [t, result] = await Promise.all([getTranslations({ locale, namespace: "Account" }), loadProfile(locale)]);
  if (!result.ok || !result.data) return <LoadFailed text={t("loadFailed")} />;
  const p = result.data;
  const texts: ProfileTexts = { ...sectionTexts(t, "profile", PROFILE_KEYS), saving: t("saving") };
  return (
    <div className="grid grid-cols-1 gap-10">
      <ProfileForm
        initial={{
          firstname: p.firstname,
          lastname: p.lastname,
          prefix: p.prefix,
          suffix: p.suffix,
          date_of_birth: p.dateOfBirth,
          gender: p.gender,
          taxvat: p.taxvat,
          email: p.email,
          currentEmail: p.email,
          password: "",
        }}
        texts={texts}
        formTexts={formTexts(t)}
      />
      <section aria-labelledby="phone-heading" className="border-t border-line pt-8">
        <h2 id="phone-heading" className="mb-5 text-xs uppercase tracking-label">
          {t("profile.phoneHeading")}
        </h2>
        <PhoneForm
          initial={p.phoneNumber}
          texts={{ heading: t("profile.phoneHeading"), phone: t("profile.phone"), hint: t("profile.phoneHint"), save: t("profile.savePhone"), saving: t("saving") }}
          formTexts={formTexts(t)}
        />
      </section>
    </div>
  );
}

/** /account/reset-password: change the password while signed in (the spec gives the screen no title). */
export async function PasswordScreen({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: "Account" });
  return (
    <AccountFrame locale={locale} screen="password" heading={t("password.heading")} hiddenHeading>
      <Suspense fallback={<AccountLoading />}>
        <Password locale={locale} />
      </Suspense>
    </AccountFrame>
  );
}

async function Password({ locale }: { locale: string }) {
  await requireAccount(locale);
  const t = await getTranslations({ locale, namespace: "Account" });
  return (
    <PasswordForm
      texts={{ ...sectionTexts(t, "password", ["heading", "currentPassword", "newPassword", "confirmPassword", "hint", "save"] as const), saving: t("saving") }}
      formTexts={formTexts(t)}
    />
  );
}

/** /account/my-newsletter: the customer's subscription (is_subscribed). */
export async function NewsletterScreen({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: "Account" });
  return (
    <AccountFrame locale={locale} screen="newsletter" heading={t("newsletter.heading")}>
      <Suspense fallback={<AccountLoading />}>
        <Newsletter locale={locale} />
      </Suspense>
    </AccountFrame>
  );
}

async function Newsletter({ locale }: { locale: string }) {
  const [t, result] = await Promise.all([getTranslations({ locale, namespace: "Account" }), loadProfile(locale)]);
  if (!result.ok || !result.data) return <LoadFailed text={t("loadFailed")} />;
  return (
    <NewsletterToggle
      subscribed={result.data.subscribed}
      texts={{ subscription: t("newsletter.subscription"), general: t("newsletter.general"), save: t("newsletter.save"), saving: t("saving") }}
    />
  );
}
