import type { ServerEnv } from "@/config/env";
import type { SiteCode } from "@/lib/markets/markets";

export interface SiteThirdPartyScripts {
  /** Tag manager container, when the site has one. */
  tagManagerId: string | undefined;
  /** Support chat widget script, when configured. */
  chatWidgetUrl: string | undefined;
  /** The site's captcha is Google reCAPTCHA v3 (its forms load Google's script); never on cn. */
  recaptcha: boolean;
}

/**
 * The third-party scripts a site loads: what the pages render and what the site's Content-Security-Policy allows.
 * The cn site loads neither (spec §1).
 */
export function siteThirdPartyScripts(
  site: SiteCode,
  env: Pick<
    ServerEnv,
    "GTM_ID_GB" | "GTM_ID_US" | "GTM_ID_MEX" | "CHAT_WIDGET_URL" | "RECAPTCHA_SITE_KEY_GB" | "RECAPTCHA_SITE_KEY_US" | "RECAPTCHA_SITE_KEY_MEX"
  >,
): SiteThirdPartyScripts {
  if (site === "cn") return { tagManagerId: undefined, chatWidgetUrl: undefined, recaptcha: false };
  const tagManagerId = { gb: env.GTM_ID_GB, us: env.GTM_ID_US, mex: env.GTM_ID_MEX }[site];
  const recaptcha = Boolean({ gb: env.RECAPTCHA_SITE_KEY_GB, us: env.RECAPTCHA_SITE_KEY_US, mex: env.RECAPTCHA_SITE_KEY_MEX }[site]);
  return { tagManagerId, chatWidgetUrl: env.CHAT_WIDGET_URL, recaptcha };
}
