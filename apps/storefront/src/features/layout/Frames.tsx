import { getTranslations } from "next-intl/server";
import { type ReactNode, Suspense } from "react";
import { serverEnv } from "@/config/env";
import { BottomCartBar } from "@/features/cart/BottomCartBar";
import { ConsentBanner } from "@/features/consent/ConsentBanner";
import { LazyChatWidget as ChatWidget } from "@/features/consent/LazyThirdParty";
import { siteThirdPartyScripts } from "@/features/consent/third-parties";
import { Header } from "@/features/header/Header";
import { getLayoutBlocks } from "@/features/header/queries";
import { Newsletter } from "@/features/newsletter/Newsletter";
import { CarriedNotices } from "@/features/notifications/CarriedNotices";
import { NotificationsProvider } from "@/features/notifications/Notifications";
import { ShopperBottomBar, ShopperLoader } from "@/features/shopper/ShopperParts";
import { Link } from "@/i18n/navigation";
import { marketForLocale } from "@/lib/markets/markets";
import { ActivityQr } from "./ActivityQr";
import { Badges } from "./Badges";
import { itemsFromHtml } from "./blocks";
import { carouselFor } from "./carousel";
import { ShippingCarousel } from "./ShippingCarousel";
import { SiteFooter } from "./SiteFooter";
import { TopBar } from "./TopBar";

interface FrameProps {
  locale: string;
  children: ReactNode;
}

/**
 * The shop's frame. `view` "site": the frame of a site view (ADR 010), which reads nothing from the request so that
 * shared caches may keep the page (docs/adr/019); the shopper's parts arrive with `/api/shopper`.
 */
export async function DefaultFrame({ locale, children, view = "shopper" }: FrameProps & { view?: "site" | "shopper" }) {
  const [t, tc] = await Promise.all([getTranslations("Layout"), getTranslations("Consent")]);
  const market = marketForLocale(locale);
  const carousel = carouselFor(market.site);
  const { chatWidgetUrl } = siteThirdPartyScripts(market.site, serverEnv);
  return (
    <NotificationsProvider dismissLabel={t("dismiss")}>
      <Notices />
      <TopBar market={market} />
      <Header locale={locale} view={view} />
      {carousel ? (
        <Suspense fallback={<div className="h-10 border-b border-line bg-parchment" />}>
          <Carousel locale={locale} variant={carousel} />
        </Suspense>
      ) : null}
      <main id="main">{children}</main>
      {market.site === "cn" ? <ActivityQr /> : null}
      <Badges />
      <Newsletter />
      <SiteFooter locale={locale} />
      {view === "site" ? (
        // Both read the pathname, which a prerendered shell does not know yet (as BottomCartBar).
        <Suspense fallback={null}>
          <ShopperLoader locale={locale} renderedWith={{}} />
          <ShopperBottomBar label={t("bottomCart")} />
        </Suspense>
      ) : (
        <BottomCartBar locale={locale} label={t("bottomCart")} />
      )}
      {market.site !== "cn" ? (
        <ConsentBanner
          labels={{
            title: tc("title"),
            body: tc("body"),
            accept: tc("accept"),
            reject: tc("reject"),
            settings: tc("settings"),
            save: tc("save"),
            analytics: tc("analytics"),
            marketing: tc("marketing"),
            necessary: tc("necessary"),
          }}
        />
      ) : null}
      {chatWidgetUrl ? <Suspense fallback={null}><ChatWidget src={chatWidgetUrl} /></Suspense> : null}
    </NotificationsProvider>
  );
}

/** Notices the server carried across a redirect (sign-in required, session expired). */
async function Notices() {
  const t = await getTranslations("Session");
  // It reads the pathname, which a prerendered shell may not know yet; it renders nothing either way.
  return (
    <Suspense fallback={null}>
      <CarriedNotices texts={{ sessionExpired: t("sessionExpired"), signInFirst: t("signInFirst"), wishlistSignIn: t("wishlistSignIn") }} />
    </Suspense>
  );
}

async function Carousel({ locale, variant }: { locale: string; variant: "standard" | "cn" }) {
  const [t, blocks] = await Promise.all([getTranslations("Layout"), getLayoutBlocks(locale)]);
  const fromCms = itemsFromHtml(blocks[variant === "cn" ? "shipping-carousel-cn" : "shipping-carousel"]);
  // Without the CMS block (or the API) the carousel still carries the shipping promises.
  const slides = fromCms.length > 0 ? fromCms : (["1", "2", "3"] as const).map((n) => t(`carousel.${variant}.${n}`));
  return <ShippingCarousel slides={slides} variant={variant} />;
}

/** Spec §2.2: the checkout's own header ("SECURE CHECKOUT") and notifications; badges, newsletter and footer below. */
export async function CheckoutFrame({ locale, children }: FrameProps) {
  const t = await getTranslations("Layout");
  return (
    <NotificationsProvider dismissLabel={t("dismiss")}>
      <Notices />
      <header className="border-b border-line bg-ivory" data-testid="checkout-header">
        <div className="mx-auto grid max-w-[1200px] grid-cols-[1fr_auto_1fr] items-center px-4 py-5">
          <Link href="/cart" className="text-[11px] uppercase tracking-label text-stone">
            ← {t("backToCart")}
          </Link>
          <Link href="/" className="font-display text-2xl uppercase tracking-[0.32em]">
            Maison
          </Link>
          <p className="text-right text-[11px] uppercase tracking-label">{t("secureCheckout")}</p>
        </div>
      </header>
      {/* At least the viewport tall: the badges and footer start below the fold while a step streams in, so the
          step's content (taller than its fallback) never pushes them down in view (no layout shift). */}
      <main id="main" className="min-h-screen">{children}</main>
      <Badges />
      <Newsletter />
      <SiteFooter locale={locale} />
    </NotificationsProvider>
  );
}

/** Spec §2.2 "Login" frame: the header and notifications around the page (sign-in, new password, confirmation). */
export async function LoginFrame({ locale, children }: FrameProps) {
  const t = await getTranslations("Layout");
  return (
    <NotificationsProvider dismissLabel={t("dismiss")}>
      <Notices />
      <Header locale={locale} />
      <main id="main">{children}</main>
    </NotificationsProvider>
  );
}
