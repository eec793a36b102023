import type { Resolvers } from "../../core/generated/resolvers.ts";
import { newAltchaChallenge } from "./altcha.ts";
import { CAPTCHA_FAILED, captchaTypeOf, recaptchaKeysOf } from "./verify.ts";

export const resolvers: Resolvers = {
  Query: {
    captchaConfig: (_, _a, ctx) => ({ type: captchaTypeOf(ctx), website_key: recaptchaKeysOf(ctx)?.siteKey ?? null }),
    captchaChallenge: async (_, _a, ctx) => {
      if (captchaTypeOf(ctx) !== "ALTCHA") return null;
      const challenge = await newAltchaChallenge(ctx.captcha, ctx.now);
      return {
        challenge: JSON.stringify(challenge),
        expires_at: new Date(challenge.parameters.expiresAt! * 1000).toISOString(),
      };
    },
    recaptchaV3Config: (_, _a, ctx) => {
      const keys = recaptchaKeysOf(ctx);
      return {
        badge_position: "inline",
        failure_message: CAPTCHA_FAILED,
        forms: keys ? ["CUSTOMER_LOGIN", "CUSTOMER_CREATE", "CUSTOMER_FORGOT_PASSWORD"] : [],
        is_enabled: Boolean(keys),
        language_code: ctx.site.language.split("-")[0]!,
        minimum_score: ctx.captcha.recaptchaMinScore,
        website_key: keys?.siteKey ?? "",
      };
    },
  },
};
