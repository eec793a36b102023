import { describe, expect, it } from "vitest";
import { siteThirdPartyScripts } from "./third-parties";

const env = { GTM_ID_GB: "GTM-GB00001", GTM_ID_US: "GTM-US00001", GTM_ID_MEX: undefined, CHAT_WIDGET_URL: "https://chat.example.com/widget.js" };

describe("siteThirdPartyScripts", () => {
  it("gives each site its own container and the chat widget", () => {
    expect(siteThirdPartyScripts("gb", env)).toEqual({ tagManagerId: "GTM-GB00001", chatWidgetUrl: "https://chat.example.com/widget.js" });
    expect(siteThirdPartyScripts("us", env).tagManagerId).toBe("GTM-US00001");
    expect(siteThirdPartyScripts("mex", env).tagManagerId).toBeUndefined();
  });

  it("loads neither on cn", () => {
    expect(siteThirdPartyScripts("cn", { ...env, GTM_ID_GB: "GTM-CN00001" })).toEqual({ tagManagerId: undefined, chatWidgetUrl: undefined });
  });
});
