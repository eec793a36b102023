import type { Metadata } from "next";
import { HomePage } from "@/features/home/HomePage";
import { homeMetadata } from "@/features/home/metadata";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return homeMetadata(await localeParam(params));
}

export default async function Page({ params }: Props) {
  return <HomePage locale={await localeParam(params)} />;
}
