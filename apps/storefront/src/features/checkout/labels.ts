/**
 * The backend names its delivery and payment methods in the store's base language; the methods the shop knows by
 * code are named in the site's language instead, and any other keeps the backend's title.
 */
import type { getTranslations } from "next-intl/server";
import type { ShippingMethodView } from "./mappers";

type CheckoutT = Awaited<ReturnType<typeof getTranslations<"Checkout">>>;

export function localiseMethods(t: CheckoutT, methods: ShippingMethodView[]): ShippingMethodView[] {
  return methods.map((m) => {
    const key = `shipping.carriers.${m.carrierCode}`;
    if (!t.has(`${key}.title`)) return m;
    const carrierTitle = t(`${key}.title` as Parameters<CheckoutT>[0]);
    const methodTitle = t(`${key}.detail` as Parameters<CheckoutT>[0]);
    return { ...m, carrierTitle, methodTitle, title: `${carrierTitle} · ${methodTitle}` };
  });
}

export function localisePayments(t: CheckoutT, methods: { code: string; title: string }[]): { code: string; title: string }[] {
  return methods.map((m) => {
    const key = `payment.methods.${m.code}`;
    return t.has(key) ? { ...m, title: t(key as Parameters<CheckoutT>[0]) } : m;
  });
}
