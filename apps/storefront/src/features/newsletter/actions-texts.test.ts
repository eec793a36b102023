/** What the newsletter form tells a shopper, with the real message catalogues (spec §4 "Newsletter", §5, §8). */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Result } from "@/lib/commerce/result";

const state = vi.hoisted(() => ({ locale: "en-GB", sent: [] as string[], answer: { ok: true, data: {} } as Result<object> }));

vi.mock("next-intl/server", async () => {
  const { translate } = await import("@/i18n/translate");
  return {
    getLocale: async () => state.locale,
    getTranslations: (namespace: "Newsletter" | "Errors") => translate(state.locale, namespace),
  };
});
vi.mock("@/lib/commerce/server", () => ({
  commerceRequest: async (_document: unknown, variables: { email: string }) => {
    state.sent.push(variables.email);
    return state.answer;
  },
}));

const { subscribeNewsletter } = await import("./actions");

const idle = { status: "idle", message: "" } as const;
function submit(locale: string, email: string) {
  state.locale = locale;
  const form = new FormData();
  form.set("email", email);
  return subscribeNewsletter(idle, form);
}

beforeEach(() => {
  state.sent = [];
  state.answer = { ok: true, data: {} };
});

describe("subscribeNewsletter", () => {
  it.each([
    ["en-GB", "Invalid email"],
    ["en-US", "Invalid email"],
    ["zh-CN", "电子邮箱无效"],
    ["es-MX", "Correo electrónico no válido"],
  ])("answers an invalid address with the spec's text, without calling the API (%s)", async (locale, text) => {
    expect(await submit(locale, "not-an-address")).toEqual({ status: "error", message: text });
    expect(state.sent).toEqual([]);
  });

  it("subscribes a valid address", async () => {
    expect(await submit("en-GB", "  ada@example.com ")).toEqual({
      status: "success",
      message: "You have been successfully subscribed to our newsletter!",
    });
    expect(state.sent).toEqual(["ada@example.com"]);
  });

  it("passes the API's own message on, and names a time-out as the spec does", async () => {
    state.answer = { ok: false, error: { kind: "graphql", message: "This email address is already subscribed." } };
    expect(await submit("en-GB", "ada@example.com")).toEqual({ status: "error", message: "This email address is already subscribed." });
    state.answer = { ok: false, error: { kind: "timeout", message: "The commerce API did not answer within 20 s" } };
    expect(await submit("zh-CN", "ada@example.com")).toEqual({ status: "error", message: "请求超时，请重试。" });
    state.answer = { ok: false, error: { kind: "network", message: "The commerce API could not be reached" } };
    expect(await submit("es-MX", "ada@example.com")).toEqual({ status: "error", message: "Ocurrió un error" });
  });
});
