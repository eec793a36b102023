import type { Metadata } from "next";
import { DevMailPage } from "@/features/account-access/DevMailPage";
import { localeParam } from "@/i18n/locale-param";

// Read from the backend per request (development only).
export const instant = false;

export const metadata: Metadata = { robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <DevMailPage locale={await localeParam(params)} />;
}
