import { getTranslations } from "next-intl/server";
import { siteUrl } from "@/features/seo/alternates";
import { organizationJsonLd } from "../model";

export async function OrganizationJsonLd({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: "Metadata" });
  const home = siteUrl(locale, "/");
  const json = organizationJsonLd({
    name: "Maison",
    url: home,
    logo: new URL("/icon.svg", home).toString(),
    description: t("description"),
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
