import type { ReactNode } from "react";
import { LoginFrame } from "@/features/layout/Frames";
import { localeParam } from "@/i18n/locale-param";

export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <LoginFrame locale={await localeParam(params)}>{children}</LoginFrame>;
}
