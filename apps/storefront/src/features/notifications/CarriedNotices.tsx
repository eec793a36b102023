"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { cookieNames } from "@/lib/markets/cookies";
import { type CarriedNotice, carriedNoticeIn } from "@/lib/session/notices";
import { useNotify } from "./Notifications";

/**
 * Shows the notice the server carried across a redirect in the `-message` cookie (src/lib/session/notices.ts),
 * once: the cookie is removed as it is read. Checked on every page the shopper reaches, client-side moves included,
 * so the frame's shell stays the same for everyone and nothing is read on the server.
 */
export function CarriedNotices({ texts }: { texts: Record<CarriedNotice, string> }) {
  const notify = useNotify();
  const pathname = usePathname();
  useEffect(() => {
    if (!document.cookie.includes(`${cookieNames.message}=`)) return;
    const notice = carriedNoticeIn(document.cookie, cookieNames.message);
    document.cookie = `${cookieNames.message}=; Max-Age=0; Path=/; SameSite=Lax`;
    if (notice) notify({ type: "info", message: texts[notice] });
  }, [pathname, notify, texts]);
  return null;
}
