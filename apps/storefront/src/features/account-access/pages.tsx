import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { RegisterForm } from "./components/RegisterForm";
import { ConfirmAccount, ResetPasswordForm } from "./components/ResetPasswordForm";
import { SignInForms } from "./components/SignInForms";
import { confirmLinkSchema, emailSchema, resetTokenSchema } from "./schemas";
import { accessTexts } from "./access-texts";

export { accessTexts };

type Query = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

function Shell({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-10 md:px-8 md:py-16" data-testid={testId}>
      {children}
    </div>
  );
}

/** Spec §2.3 `/user/signin`: sign in (e-mail or phone), forgotten password, and registration side by side. */
export async function SignInPage({ locale }: { locale: string }) {
  const [texts, t] = await Promise.all([accessTexts(locale), getTranslations({ locale, namespace: "SignIn" })]);
  return (
    <Shell testId="signin-page">
      <h1 className="sr-only">{t("title")}</h1>
      <div className="grid gap-12 md:grid-cols-2 md:gap-16">
        <div className="md:border-r md:border-line md:pr-16">
          <SignInForms locale={locale} texts={texts} />
        </div>
        <RegisterForm locale={locale} texts={texts} />
      </div>
    </Shell>
  );
}

/** Spec §2.3 `/user/resetpassword`: the e-mailed link carries the address and the reset token. */
export async function ResetPasswordPage({ locale, query }: { locale: string; query: Query }) {
  const texts = await accessTexts(locale);
  const email = emailSchema.safeParse(single(query.email));
  const token = resetTokenSchema.safeParse(single(query.token));
  const p = texts.page;
  return (
    <Shell testId="reset-page">
      <div className="mx-auto max-w-md">
        <h1 className="mb-2 font-display text-3xl font-light">{p.resetHeading}</h1>
        {email.success && token.success ? (
          <>
            <p className="mb-6 text-sm text-stone">{p.resetIntro.replace("{email}", email.data)}</p>
            <ResetPasswordForm locale={locale} email={email.data} token={token.data} texts={texts} />
          </>
        ) : (
          <>
            <p className="mb-6 text-sm" role="alert" data-testid="reset-invalid-link">
              {p.resetInvalidLink}
            </p>
            <Link href="/user/signin" className="text-xs uppercase tracking-label underline">
              {p.backToSignIn}
            </Link>
          </>
        )}
      </div>
    </Shell>
  );
}

/** The account confirmation link of the backend's e-mail (`/user/confirm?email=…&key=…`). */
export async function ConfirmAccountPage({ locale, query }: { locale: string; query: Query }) {
  const [texts, t] = await Promise.all([accessTexts(locale), getTranslations({ locale, namespace: "SignIn" })]);
  const link = confirmLinkSchema.safeParse({ email: single(query.email), key: single(query.key) });
  const p = texts.page;
  return (
    <Shell testId="confirm-page">
      <div className="mx-auto max-w-md">
        <h1 className="mb-6 font-display text-3xl font-light">{p.confirmHeading}</h1>
        {link.success ? (
          <ConfirmAccount locale={locale} email={link.data.email} confirmationKey={link.data.key} texts={texts} />
        ) : (
          <p className="mb-6 text-sm" role="alert" data-testid="confirm-status" data-outcome="failed">
            {t("confirmFailed")}
          </p>
        )}
        <Link href="/user/signin" className="inline-block border border-ink px-6 py-3 text-xs uppercase tracking-label" data-testid="confirm-signin">
          {p.goToSignIn}
        </Link>
      </div>
    </Shell>
  );
}
