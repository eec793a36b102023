import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { getPathname } from "@/i18n/navigation";
import { SignOutButton } from "./components/SignOutButton";
import { ACCOUNT_NAV, type AccountScreen, navKeyOf } from "./nav";

/**
 * Every account screen (spec §2.3): the sidebar with the current entry marked and the logout action, and the
 * screen's own heading. `heading: null` for the screen the spec gives no title (reset password): it is named for
 * assistive technology only.
 */
export async function AccountFrame({
  locale,
  screen,
  heading,
  hiddenHeading = false,
  children,
}: {
  locale: string;
  screen: AccountScreen;
  heading: string;
  hiddenHeading?: boolean;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "Account" });
  const current = navKeyOf(screen);
  return (
    <div className="mx-auto grid max-w-[1200px] grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 md:grid-cols-[220px_minmax(0,1fr)] md:gap-12 md:px-8 md:py-14" data-testid="account-frame">
      <nav aria-label={t("nav.label")} className="min-w-0" data-testid="account-nav">
        <p className="mb-4 font-display text-2xl font-light">{t("title")}</p>
        <ul className="flex gap-x-5 gap-y-2 overflow-x-auto border-b border-line pb-3 text-sm md:flex-col md:overflow-visible md:border-b-0 md:pb-0">
          {ACCOUNT_NAV.map((entry) => {
            const active = entry.key === current;
            return (
              <li key={entry.key} className="shrink-0">
                <a
                  href={getPathname({ href: entry.href, locale })}
                  aria-current={active ? "page" : undefined}
                  data-testid={`account-nav-${entry.key}`}
                  className={`block py-1 ${active ? "border-b border-ink font-medium md:border-b-0 md:border-l-2 md:pl-3" : "text-stone hover:text-ink md:pl-3.5"}`}
                >
                  {t(`nav.${entry.key}`)}
                </a>
              </li>
            );
          })}
          <li className="shrink-0 md:mt-4 md:border-t md:border-line md:pt-4">
            <SignOutButton label={t("nav.logout")} />
          </li>
        </ul>
      </nav>
      <section aria-labelledby="account-heading" className="min-w-0">
        <h1 id="account-heading" className={hiddenHeading ? "sr-only" : "mb-8 font-display text-3xl font-light md:text-4xl"} data-testid="account-heading">
          {heading}
        </h1>
        {children}
      </section>
    </div>
  );
}

/** The Suspense fallback of an account screen's content. */
export function AccountLoading() {
  return <div className="h-64 animate-pulse bg-parchment/40" aria-busy="true" />;
}
