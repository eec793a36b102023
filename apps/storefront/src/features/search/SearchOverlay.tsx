import { getLocale, getTranslations } from "next-intl/server";
import { getPathname } from "@/i18n/navigation";
import { LazySearchOverlay } from "./LazySearchOverlay";

/** The header's search panel content: texts are read here, so the client part ships no message catalogue. */
export async function SearchOverlay({ locale: given }: { locale?: string } = {}) {
  const locale = given ?? (await getLocale());
  const t = await getTranslations({ locale, namespace: "Search" });
  return (
    <LazySearchOverlay
      locale={locale}
      action={getPathname({ href: "/search", locale })}
      labels={{
        label: t("label"),
        placeholder: t("placeholder"),
        submit: t("submit"),
        products: t("products"),
        categories: t("categories"),
        brands: t("brands"),
        viewAll: t("viewAll"),
        noResults: t("noResults", { term: "{term}" }),
        loading: t("loading"),
      }}
    />
  );
}
