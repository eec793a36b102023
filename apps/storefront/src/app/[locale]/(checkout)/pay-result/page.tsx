import type { Metadata } from "next";
import { PayResultPage, payResultMetadata } from "@/features/checkout/PayResultPage";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return payResultMetadata(await localeParam(params));
}

// Spec §2.4 sends every path containing /pay-result here; this route answers the page itself.
export default async function PayResultRoute({ params }: Props) {
  return <PayResultPage locale={await localeParam(params)} />;
}
