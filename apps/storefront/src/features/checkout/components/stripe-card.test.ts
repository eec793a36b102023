import { describe, expect, it } from "vitest";
import { STRIPE_JS, loadStripeJs, loadedHere, stripeLocale } from "./stripe-card";

/** A document as far as loadStripeJs uses it: scripts appended to the head, and the window they set Stripe on. */
function fakeDocument() {
  const scripts: { src: string; async: boolean; onload?: () => void; onerror?: () => void }[] = [];
  const win = {} as Window;
  const doc = {
    defaultView: win,
    createElement: () => ({ src: "", async: false }),
    head: { appendChild: (el: (typeof scripts)[number]) => scripts.push(el) },
  } as unknown as Document;
  return { doc, win, scripts };
}

describe("loadStripeJs", () => {
  it("adds Stripe.js from js.stripe.com once and answers its factory", async () => {
    const { doc, win, scripts } = fakeDocument();
    const first = loadStripeJs(doc);
    const second = loadStripeJs(doc);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: "https://js.stripe.com/v3", async: true });
    const factory = () => ({}) as never;
    win.Stripe = factory;
    scripts[0]!.onload!();
    expect(await first).toBe(factory);
    expect(await second).toBe(factory);
    expect(STRIPE_JS).toBe("https://js.stripe.com/v3");
  });

  it("fails when the script does not load, and tries again next time", async () => {
    const { doc, scripts } = fakeDocument();
    const failed = loadStripeJs(doc);
    scripts[0]!.onerror!();
    await expect(failed).rejects.toThrow("Stripe.js did not load");
    void loadStripeJs(doc).catch(() => undefined);
    expect(scripts).toHaveLength(2);
  });
});

describe("loadedHere", () => {
  const at = (document: string, shown: string) =>
    ({ performance: { getEntriesByType: () => [{ name: document }] }, location: { pathname: new URL(shown).pathname } }) as unknown as Window;

  it("knows a page the browser loaded from one reached by a client-side navigation", () => {
    expect(loadedHere(at("https://shop.example/us/checkout/payment", "https://shop.example/us/checkout/payment"))).toBe(true);
    expect(loadedHere(at("https://shop.example/us/checkout/billing", "https://shop.example/us/checkout/payment"))).toBe(false);
  });
});

describe("stripeLocale", () => {
  it("gives Stripe each site's language", () => {
    expect([stripeLocale("en-GB"), stripeLocale("en-US"), stripeLocale("es-MX"), stripeLocale("zh-CN"), stripeLocale("fr-FR")]).toEqual(["en-GB", "en", "es-419", "zh", "auto"]);
  });
});
