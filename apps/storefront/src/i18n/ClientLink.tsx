"use client";

import { useRouter } from "next/navigation";
import { type ComponentProps, createContext, type ReactNode, use, useEffect } from "react";
import { type Href, sitePrefixOf, withSitePrefix, withSitePrefixAndQuery } from "./site-prefix";

interface Site {
  locale: string;
  /** "" on gb, "/cn" on cn… */
  prefix: string;
  /** The error boundary's texts: it cannot receive props, and every page loads it. */
  errorTexts: { serverError: string; retry: string; backHome: string };
}

const SiteContext = createContext<Site>({ locale: "en-GB", prefix: "", errorTexts: { serverError: "", retry: "", backHome: "" } });

/**
 * Gives client components the locale and URL prefix of the site being viewed, and turns clicks on the shop's own
 * links into client-side navigations: one listener for the whole document instead of a router link component (and
 * its code) per anchor.
 */
export function SiteProvider({ children, ...site }: Site & { children: ReactNode }) {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download") || "reload" in anchor.dataset) return;
      const url = new URL(anchor.href);
      // Another site has its own document (language, frame): a full load.
      if (url.origin !== window.location.origin || sitePrefixOf(url.pathname) !== site.prefix) return;
      // An anchor on the same page (#reviews, the skip link) scrolls as usual.
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
      event.preventDefault();
      const options = { scroll: anchor.dataset.scroll !== "false" };
      const to = `${url.pathname}${url.search}${url.hash}`;
      if ("replace" in anchor.dataset) router.replace(to, options);
      else router.push(to, options);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [router, site.prefix]);
  return <SiteContext value={site}>{children}</SiteContext>;
}

export function useSite(): Site {
  return use(SiteContext);
}

/**
 * A link that prefixes the site's path, for server and client components alike: a plain anchor (the provider above
 * navigates on the client), needing neither next-intl's client runtime nor a router link component in the browser.
 */
export function ClientLink({
  href,
  replace,
  scroll,
  ...props
}: Omit<ComponentProps<"a">, "href"> & {
  href: Href & { hash?: string };
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
  /** false keeps the scroll position. */
  scroll?: boolean;
}) {
  const { prefix } = useSite();
  const target = typeof href === "string" ? withSitePrefix(prefix, href) : `${withSitePrefixAndQuery(prefix, href)}${href.hash ? `#${href.hash}` : ""}`;
  return <a href={target} data-replace={replace || undefined} data-scroll={scroll === false ? "false" : undefined} {...props} />;
}
