import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { type ReactNode, Suspense } from "react";
import { serverEnv } from "@/config/env";
import { AccountArea } from "@/features/account-access/AccountArea";
import { CartIndicator } from "@/features/cart/CartIndicator";
import { CurrencySelector } from "@/features/currency/CurrencySelector";
import { SearchOverlay } from "@/features/search/SearchOverlay";
import { ShopperAccount, ShopperCart, ShopperWishlist } from "@/features/shopper/ShopperParts";
import { SiteSelector } from "@/features/site-selector/SiteSelector";
import { WishlistIndicator } from "@/features/wishlist/WishlistIndicator";
import { Link } from "@/i18n/navigation";
import { getRequestScope } from "@/lib/commerce/server";
import { catalogueInShell, catalogueInShells } from "@/lib/commerce/shells";
import { siteDomainsFromEnv, siteHomeHref } from "@/lib/markets/domains";
import { marketForLocale, markets } from "@/lib/markets/markets";
import { DesktopMenu } from "./DesktopMenu";
import { UserIcon } from "@/lib/ui/icons";
import { toNavItems } from "./menu";
import { MobileMenu } from "./MobileMenu";
import { CartIconButton } from "@/features/cart/components/CartIconButton";
import { getHeaderMenu, getStoreCurrencies } from "./queries";
import { SearchToggle } from "./SearchToggle";

/** Slots other features fill once they exist (signed-in account menu, wishlist, cart contents). */
export interface HeaderSlots {
  account?: ReactNode;
  wishlist?: ReactNode;
  cartCount?: number;
  cartPanel?: ReactNode;
}

/**
 * `view` "site": the header of a site view, which shared caches keep (docs/adr/019): it reads nothing from the
 * request; the shopper's cart, account and wish list come from `/api/shopper` once the page is in the browser.
 */
export async function Header({ locale, view = "shopper", ...slots }: { locale: string; view?: "site" | "shopper" } & HeaderSlots) {
  const t = await getTranslations("Header");
  const content = <HeaderContent locale={locale} view={view} {...slots} />;
  return (
    <header className="relative z-30 bg-ivory" data-testid="site-header">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:bg-ink focus:px-4 focus:py-2 focus:text-ivory">
        {t("skipToContent")}
      </a>
      {/*
        In the shell the header is part of the page's first bytes: inside a boundary React would send content this
        large after the page's main content, and the menu row would push the page down when it arrives. Only a build
        that could not read the catalogue streams it (src/lib/commerce/shells.ts).
      */}
      {catalogueInShells() ? content : <Suspense fallback={<Bar logo={<Logo label={t("home")} />} />}>{content}</Suspense>}
    </header>
  );
}

function Logo({ label }: { label: string }) {
  return (
    <Link
      href="/"
      aria-label={label}
      className="justify-self-center font-display text-xl font-light uppercase tracking-[0.2em] min-[420px]:text-2xl min-[420px]:tracking-[0.32em] md:text-[2.4rem]"
      data-testid="logo"
    >
      Maison
    </Link>
  );
}

function Bar({ start, logo, end }: { start?: ReactNode; logo: ReactNode; end?: ReactNode }) {
  return (
    // Phones: the side groups keep their width and the logo takes what is left, so nothing runs off a 390 px screen.
    // The groups are as tall as their icon buttons even while empty, so the bar keeps its height when they fill in.
    <div className="mx-auto grid max-w-[1440px] grid-cols-[auto_minmax(0,1fr)_auto] items-center px-2 py-4 md:grid-cols-[1fr_auto_1fr] md:px-8 md:py-6">
      <div className="flex min-h-9 items-center md:gap-1">{start}</div>
      {logo}
      <div className="flex min-h-9 items-center justify-end md:gap-1">{end}</div>
    </div>
  );
}

/**
 * Menu, search and logo are the same for every shopper of the site: they belong to the prerendered shell. The tools
 * that follow the request (current currency, cart, links seen from this host) stream in over a site-default copy of
 * themselves, so nothing moves when they arrive.
 */
async function HeaderContent({ locale, view, account, wishlist }: { locale: string; view: "site" | "shopper" } & HeaderSlots) {
  await catalogueInShell();
  const [t, menu, currencies] = await Promise.all([getTranslations("Header"), getHeaderMenu(locale), getStoreCurrencies(locale)]);
  // Without the API the header still renders (logo, Brand): the page explains the outage.
  const items = toNavItems(menu.ok ? menu.data : null, t("brand"));
  const market = marketForLocale(locale);
  const shared = { locale, currencies, account, wishlist };

  return (
    <>
      <Bar
        start={
          <>
            <MobileMenu items={items} labels={{ open: t("openMenu"), close: t("close"), title: t("menu") }} />
            <SearchToggle label={t("search")} closeLabel={t("close")}>
              <SearchOverlay locale={locale} />
            </SearchToggle>
          </>
        }
        logo={<Logo label={t("home")} />}
        end={
          view === "site" ? (
            // A site view is only served in the site's own currency (ADR 010): the same for every shopper it reaches.
            <Tools
              {...shared}
              host={null}
              currency={market.currency}
              account={<ShopperAccount locale={locale} label={t("account")} />}
              wishlist={<ShopperWishlist />}
              cart={<ShopperCart label={t("cart")} />}
            />
          ) : (
            <Suspense fallback={<Tools {...shared} host={null} currency={market.currency} cart={<CartIconButton label={t("cart")} count={0} panel={null} />} />}>
              <RequestTools {...shared} />
            </Suspense>
          )
        }
      />
      <DesktopMenu items={items} label={t("mainNavigation")} viewAll={(name) => t("viewAll", { name })} />
    </>
  );
}

async function RequestTools(props: Omit<ToolsProps, "host" | "currency" | "cart">) {
  const [scope, requestHeaders] = await Promise.all([getRequestScope(props.locale), headers()]);
  const host = requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host");
  const wishlist = props.wishlist ?? <WishlistIndicator locale={props.locale} />;
  const account = props.account ?? <AccountArea locale={props.locale} />;
  return <Tools {...props} host={host} currency={scope.currency} wishlist={wishlist} account={account} cart={<CartIndicator locale={props.locale} />} />;
}

interface ToolsProps extends Pick<HeaderSlots, "account" | "wishlist"> {
  locale: string;
  currencies: string[];
  /** The request's host (site links differ on a site's own domain); null in the site-default copy. */
  host: string | null;
  currency: string;
  cart: ReactNode;
}

async function Tools({ locale, currencies, host, currency, cart, account, wishlist }: ToolsProps) {
  const t = await getTranslations("Header");
  const market = marketForLocale(locale);
  const domains = siteDomainsFromEnv(serverEnv);
  const sites = markets.map((m) => ({
    site: m.site,
    name: t(`sites.${m.site}`),
    href: siteHomeHref(m, host, domains),
    current: m.site === market.site,
  }));
  return (
    <>
      {market.site !== "cn" ? <SiteSelector sites={sites} label={t("chooseSite")} title={t("chooseSite")} closeLabel={t("close")} /> : null}
      {currencies.length > 1 ? <CurrencySelector currencies={currencies} current={currency} label={t("currency")} /> : null}
      {account ?? (
        <Link href="/user/signin" aria-label={t("account")} className="p-2" data-testid="account-link">
          <UserIcon />
        </Link>
      )}
      {wishlist ?? null}
      {cart}
    </>
  );
}
