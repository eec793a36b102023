import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { DevelopmentOutboxDocument } from "@/lib/commerce/generated/graphql";
import { commerceRequest } from "@/lib/commerce/server";

/** The development tools are on under `next dev` only: a production build never serves this page. */
export const devMailEnabled = () => process.env.NODE_ENV === "development";

const PAGE_SIZE = 50;

/**
 * The development mail page: without SMTP the backend writes its e-mails (confirmation, password reset, welcome) to
 * its outbox, and this page lists the latest with their links, so the flows can be followed on a laptop. The
 * backend answers only with its development tools on (COMMERCE_DEV_TOOLS, set by `npm run dev`).
 */
export async function DevMailPage({ locale }: { locale: string }) {
  if (!devMailEnabled()) notFound();
  const [t, result] = await Promise.all([
    getTranslations({ locale, namespace: "SignIn" }),
    commerceRequest(DevelopmentOutboxDocument, { pageSize: PAGE_SIZE }, locale),
  ]);
  const messages = result.ok ? result.data.developmentOutbox.filter((m) => m !== null) : null;
  return (
    <div className="mx-auto max-w-[1000px] px-4 py-10 md:px-8" data-testid="dev-mail-page">
      <h1 className="mb-6 font-display text-3xl font-light">{t("devMail.title")}</h1>
      {messages === null ? <p role="alert">{t("devMail.unavailable")}</p> : null}
      {messages?.length === 0 ? <p>{t("devMail.empty")}</p> : null}
      <ol className="space-y-6">
        {messages?.map((m) => (
          <li key={m.id} className="border border-line p-4" data-testid="dev-mail">
            <p className="text-xs text-stone">
              {m.created_at} · {m.kind} · {m.to}
            </p>
            <h2 className="my-2 font-sans-medium">{m.subject}</h2>
            <ul className="mb-2">
              {m.links.filter((l): l is string => l !== null).map((link) => (
                <li key={link}>
                  <a href={link} className="break-all text-sm underline" rel="noreferrer">
                    {link}
                  </a>
                </li>
              ))}
            </ul>
            <pre className="whitespace-pre-wrap text-xs">{m.text}</pre>
          </li>
        ))}
      </ol>
    </div>
  );
}
