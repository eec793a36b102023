import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AccountFrame } from "@/features/account/AccountFrame";
import { WishlistPage } from "@/features/wishlist-page/WishlistPage";
import { localeParam } from "@/i18n/locale-param";
import { ImmediateReveal } from "@/lib/ui/ImmediateReveal";

interface Props {
  params: Promise<{ locale: string }>;
}

/**
 * Spec §2.3 `/account/my-wishlist` ("My wishlist"): the wishlist's body inside the account area, whose layout gives
 * every account screen the title "My Account".
 */
export default async function Page({ params }: Props) {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: "Wishlist" });
  return (
    <AccountFrame locale={locale} screen="wishlist" heading={t("title")}>
      <Suspense fallback={<div className="h-64" aria-busy="true"><ImmediateReveal /></div>}>
        <WishlistPage locale={locale} />
      </Suspense>
    </AccountFrame>
  );
}
