import type { getTranslations } from "next-intl/server";
import type { FormTexts } from "./components/fields";
import { FORM_MESSAGES } from "./schemas";

type AccountT = Awaited<ReturnType<typeof getTranslations<"Account">>>;

/** The form messages for client components (no catalogue goes to the browser). */
export function formTexts(t: AccountT): FormTexts {
  const texts = { invalid: t("form.invalid") } as FormTexts;
  for (const key of FORM_MESSAGES) texts[key] = t(`form.${key}`);
  return texts;
}

/** The texts of one section of the namespace, as a plain object for a client component. */
export function sectionTexts<K extends string>(t: AccountT, section: string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, t.raw(`${section}.${k}`) as string])) as Record<K, string>;
}
