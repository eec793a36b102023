import type { ReactNode } from "react";
import { CheckoutFrame } from "@/features/layout/Frames";
import { localeParam } from "@/i18n/locale-param";

export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <CheckoutFrame locale={await localeParam(params)}>{children}</CheckoutFrame>;
}
