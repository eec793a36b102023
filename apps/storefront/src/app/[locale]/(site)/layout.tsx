import type { ReactNode } from "react";
import { DefaultFrame } from "@/features/layout/Frames";
import { localeParam } from "@/i18n/locale-param";

/**
 * The frame of the site views (ADR 010): the shop's frame without anything read from the request, so that the
 * whole page is prerendered and shared caches may keep it (docs/adr/019). The shopper's own parts of the header
 * (cart, account, wish list) come with a request of their own once the page is in the browser.
 */
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return (
    <DefaultFrame locale={await localeParam(params)} view="site">
      {children}
    </DefaultFrame>
  );
}
