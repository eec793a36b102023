import type { Metadata } from "next";
import { HomePage } from "@/features/home/HomePage";
import { homeMetadata } from "@/features/home/metadata";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return homeMetadata(await localeParam(params), { atRequestOnly: false });
}

/** The home page as the site shows it (ADR 010): the proxy rewrites `/` here for shoppers on the site's own view. */
export default async function SiteHomePage({ params }: Props) {
  return <HomePage locale={await localeParam(params)} view="site" />;
}
