import { type AbstractIntlMessages, type TranslationValues, createTranslator } from "next-intl";
import { marketForLocale } from "@/lib/markets/markets";
import { loadNamespace } from "./load-messages";
import type { Namespace } from "./namespaces";

/** A namespace's texts by key, as next-intl's `t`. */
export type Texts = (key: string, values?: TranslationValues) => string;

/**
 * The texts of one namespace where next-intl has no request to read the locale from (an API route): the same
 * catalogues as pages. An unknown locale gets the default site's texts.
 */
export async function translate(locale: string, namespace: Namespace): Promise<Texts> {
  const known = marketForLocale(locale).locale;
  const messages: AbstractIntlMessages = { [namespace]: await loadNamespace(known, namespace) };
  // The catalogues are loaded at run time, so next-intl cannot type the keys from them.
  return createTranslator({ locale: known, messages, namespace }) as unknown as Texts;
}
