import { getTranslations } from "next-intl/server";
import { serverEnv } from "@/config/env";
import { marketForHost, siteDomainsFromEnv } from "@/lib/markets/domains";
import { markets } from "@/lib/markets/markets";
import { type OfflineTexts, serviceWorkerSource } from "./service-worker";

const TEXT_KEYS = ["title", "needsConnection", "notSaved", "retry", "home"] as const satisfies readonly (keyof OfflineTexts)[];

/**
 * The offline script for the host that asked: the offline page's texts of every site by its prefix, and the site
 * this host serves without one (a site on its own domain shows its own language offline).
 */
export async function serviceWorkerResponse(host: string | null): Promise<Response> {
  const entries = await Promise.all(markets.map(async (m) => {
    const t = await getTranslations({ locale: m.locale, namespace: "Offline" });
    const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, t(key)])) as unknown as OfflineTexts;
    return [m.prefix, { lang: m.locale, texts }] as const;
  }));
  const body = serviceWorkerSource({
    sites: Object.fromEntries(entries),
    defaultPrefix: marketForHost(host, siteDomainsFromEnv(serverEnv))?.prefix ?? "",
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      // Browsers look for a new worker at every visit anyway; no shared cache should keep an old one.
      "Cache-Control": "no-cache",
    },
  });
}
