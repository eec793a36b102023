import { getTranslations } from "next-intl/server";
import type { AccessTexts, FormTexts, PageTexts } from "./texts";

/**
 * The sign-in forms' texts, read on the server. A module of its own: a page that only needs the texts (the
 * checkout's account step) must not import the sign-in pages, whose client forms would then ship with it.
 */
export async function accessTexts(locale: string): Promise<AccessTexts> {
  const t = await getTranslations({ locale, namespace: "SignIn" });
  return { page: t.raw("page") as PageTexts, form: t.raw("form") as FormTexts };
}
