import { getTranslations } from "next-intl/server";
import { CategoryNav } from "@/features/catalog/components/CategoryNav";
import { MobileCategoryNav } from "@/features/catalog/components/MobileCategoryNav";
import { getCategoryMenu } from "@/features/catalog/queries";
import { Link } from "@/i18n/navigation";

export async function SiteHeader({ locale }: { locale: string }) {
  const [t, tf, menu] = await Promise.all([getTranslations("Header"), getTranslations("Footer"), getCategoryMenu(locale)]);
  // Without the API the header still renders (logo, brands): the page explains the outage.
  const items = menu.ok ? menu.data.items : [];
  return (
    <header className="bg-ivory">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:bg-ink focus:px-4 focus:py-2 focus:text-ivory">
        {t("skipToContent")}
      </a>
      <p className="bg-ink px-4 py-2 text-center text-[10px] uppercase tracking-label text-ivory">
        {tf("delivery")}
        <span className="hidden sm:inline"> · {tf("duties")}</span>
      </p>
      <div className="flex justify-center px-6 py-6 md:py-8">
        <Link href="/" aria-label={t("home")} className="font-display text-3xl font-light uppercase tracking-[0.32em] md:text-[2.6rem]">
          Maison
        </Link>
      </div>
      <CategoryNav items={items} />
      <MobileCategoryNav items={items} />
    </header>
  );
}
