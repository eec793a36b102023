import type { AbstractIntlMessages } from "next-intl";
import { namespaces } from "./namespaces";

export async function loadMessages(locale: string): Promise<AbstractIntlMessages> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default] as const),
  );
  return Object.fromEntries(entries);
}
