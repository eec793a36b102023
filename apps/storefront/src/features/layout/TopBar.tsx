import { getTranslations } from "next-intl/server";
import type { Market } from "@/lib/markets/markets";

export async function TopBar({ market }: { market: Market }) {
  const t = await getTranslations("Layout");
  return (
    <div className="flex items-center justify-between bg-ink px-4 py-2 text-[10px] uppercase tracking-label text-ivory md:px-8" data-testid="top-bar">
      <span data-testid="site-code">{market.site}</span>
      <span className="hidden sm:inline">{t("topBar")}</span>
      <span>{market.currency}</span>
    </div>
  );
}
