import { getTranslations } from "next-intl/server";
import { type ReactNode, Suspense } from "react";
import { serverEnv } from "@/config/env";
import { BottomCartBar as CartBottomBar } from "@/features/cart/BottomCartBar";
import { ConsentBanner } from "@/features/consent/ConsentBanner";
import { LazyChatWidget as ChatWidget } from "@/features/consent/LazyThirdParty";
import { siteThirdPartyScripts } from "@/features/consent/third-parties";
import { Header } from "@/features/header/Header";
import { getLayoutBlocks } from "@/features/header/queries";
import { marketForLocale } from "@/features/markets/markets";
import { Newsletter } from "@/features/newsletter/Newsletter";
import { NotificationsProvider } from "@/features/notifications/Notifications";
import { Link } from "@/i18n/navigation";
import { ActivityQr } from "./ActivityQr";
import { Badges } from "./Badges";
import { itemsFromHtml } from "./blocks";
import { BottomCartBar } from "./BottomCartBar";
import { carouselFor, type FrameName, resolveFrame } from "./frames";
import { ShippingCarousel } from "./ShippingCarousel";
import { SiteFooter } from "./SiteFooter";
import { TopBar } from "./TopBar";

interface FrameProps {
  locale: string;
  children: ReactNode;
}

/** Renders a page inside the named frame (spec §2.2); an unknown name gets the default frame. */
export function PageFrame({ name, ...props }: FrameProps & { name: string }) {
  const frames: Record<FrameName, (p: FrameProps) => ReactNode> = {
    default: DefaultFrame,
    checkout: CheckoutFrame,
    login: LoginFrame,
    empty: EmptyFrame,
  };
  const Frame = frames[resolveFrame(name)];
  return <Frame {...props} />;
}

export async function DefaultFrame({ locale, children }: FrameProps) {
  const [t, tc] = await Promise.all([getTranslations("Layout"), getTranslations("Consent")]);
  const market = marketForLocale(locale);
  const carousel = carouselFor(market.site);
  const { chatWidgetUrl } = siteThirdPartyScripts(market.site, serverEnv);
  return (
    <NotificationsProvider dismissLabel={t("dismiss")}>
      <TopBar market={market} />
      <Header locale={locale} />
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
      {/* It reads the pathname, which a prerendered shell does not know yet. */}
      <Suspense fallback={null}>
        <Suspense fallback={<BottomCartBar label={t("bottomCart")} />}>
        <CartBottomBar locale={locale} label={t("bottomCart")} />
      </Suspense>
      </Suspense>
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

async function Carousel({ locale, variant }: { locale: string; variant: "standard" | "cn" }) {
  const [t, blocks] = await Promise.all([getTranslations("Layout"), getLayoutBlocks(locale)]);
  const fromCms = itemsFromHtml(blocks[variant === "cn" ? "shipping-carousel-cn" : "shipping-carousel"]);
  // Without the CMS block (or the API) the carousel still carries the shipping promises.
  const slides = fromCms.length > 0 ? fromCms : (["1", "2", "3"] as const).map((n) => t(`carousel.${variant}.${n}`));
  return <ShippingCarousel slides={slides} variant={variant} />;
}

export async function CheckoutFrame({ locale, children }: FrameProps) {
  const t = await getTranslations("Layout");
  return (
    <NotificationsProvider dismissLabel={t("dismiss")}>
      <header className="border-b border-line bg-ivory" data-testid="checkout-header">
        <div className="mx-auto grid max-w-[1200px] grid-cols-[1fr_auto_1fr] items-center px-4 py-5">
          <Link href="/cart" prefetch={false} className="text-[11px] uppercase tracking-label text-stone">
            ← {t("backToCart")}
          </Link>
          <Link href="/" className="font-display text-2xl font-light uppercase tracking-[0.32em]">
            Maison
          </Link>
          <p className="text-right text-[11px] uppercase tracking-label">{t("secureCheckout")}</p>
        </div>
      </header>
      <main id="main">{children}</main>
      <Badges />
      <Newsletter />
      <SiteFooter locale={locale} />
    </NotificationsProvider>
  );
}

export async function LoginFrame({ locale, children }: FrameProps) {
  const t = await getTranslations("Layout");
  return (
    <NotificationsProvider dismissLabel={t("dismiss")}>
      <Header locale={locale} />
      <main id="main">{children}</main>
    </NotificationsProvider>
  );
}

export function EmptyFrame({ children }: FrameProps) {
  return <main id="main">{children}</main>;
}
