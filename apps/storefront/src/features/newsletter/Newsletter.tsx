import { getTranslations } from "next-intl/server";
import { NewsletterForm } from "./NewsletterForm";

export async function Newsletter() {
  const t = await getTranslations("Newsletter");
  return (
    <section aria-labelledby="newsletter-title" className="border-t border-line bg-parchment px-6 py-16 text-center">
      <h2 id="newsletter-title" className="font-display text-3xl font-light">{t("title")}</h2>
      <p className="mx-auto mt-3 max-w-md text-sm text-stone">{t("body")}</p>
      <NewsletterForm labels={{ email: t("email"), placeholder: t("placeholder"), submit: t("submit") }} />
    </section>
  );
}
