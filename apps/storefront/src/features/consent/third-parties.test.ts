import { describe, expect, it } from "vitest";
import { siteThirdPartyScripts } from "./third-parties";

const env = { GTM_ID_GB: "GTM-GB00001", GTM_ID_US: "GTM-US00001", GTM_ID_MEX: undefined, CHAT_WIDGET_URL: "https://chat.example.com/widget.js" };

describe("siteThirdPartyScripts", () => {
  it("gives each site its own container and the chat widget", () => {
    expect(siteThirdPartyScripts("gb", env)).toEqual({ tagManagerId: "GTM-GB00001", chatWidgetUrl: "https://chat.example.com/widget.js", recaptcha: false });
    expect(siteThirdPartyScripts("us", env).tagManagerId).toBe("GTM-US00001");
    expect(siteThirdPartyScripts("mex", env).tagManagerId).toBeUndefined();
  });

  it("uses reCAPTCHA where the site has a website key, never on cn", () => {
    const keys = { ...env, RECAPTCHA_SITE_KEY_US: "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI" };
    expect(siteThirdPartyScripts("us", keys).recaptcha).toBe(true);
    expect(siteThirdPartyScripts("gb", keys).recaptcha).toBe(false);
    expect(siteThirdPartyScripts("cn", { ...keys, RECAPTCHA_SITE_KEY_GB: keys.RECAPTCHA_SITE_KEY_US }).recaptcha).toBe(false);
  });

  it("loads neither on cn", () => {
    expect(siteThirdPartyScripts("cn", { ...env, GTM_ID_GB: "GTM-CN00001" })).toEqual({ tagManagerId: undefined, chatWidgetUrl: undefined, recaptcha: false });
  });
});
