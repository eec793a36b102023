import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { loadMessages } from "@/i18n/load-messages";
import { localiseMethods, localisePayments } from "./labels";
import type { ShippingMethodView } from "./mappers";

const translator = async (locale: string) => createTranslator({ locale, messages: await loadMessages(locale), namespace: "Checkout" }) as never;
const method = (carrierCode: string): ShippingMethodView => ({ id: `${carrierCode}/${carrierCode}`, carrierCode, methodCode: carrierCode, carrierTitle: "Backend", methodTitle: "Title", title: "Backend · Title", amount: null });

describe("method names in the site's language", () => {
  it("names known carriers and payment codes, and keeps the backend's title for others", async () => {
    const t = await translator("zh-CN");
    expect(localiseMethods(t, [method("express"), method("dhl")]).map((m) => [m.carrierTitle, m.methodTitle])).toEqual([
      ["特快配送", "下一个工作日送达"],
      ["Backend", "Title"],
    ]);
    expect(localisePayments(t, [{ code: "banktransfer", title: "Bank Transfer Payment" }, { code: "paypal", title: "PayPal" }])).toEqual([
      { code: "banktransfer", title: "银行转账" },
      { code: "paypal", title: "PayPal" },
    ]);
  });
});
