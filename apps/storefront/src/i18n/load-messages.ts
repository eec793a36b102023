import type { AbstractIntlMessages } from "next-intl";
import { type Namespace, namespaces } from "./namespaces";

export async function loadNamespace(locale: string, namespace: Namespace): Promise<AbstractIntlMessages> {
  return (await import(`../../messages/${locale}/${namespace}.json`)).default;
}

export async function loadMessages(locale: string): Promise<AbstractIntlMessages> {
  const entries = await Promise.all(namespaces.map(async (ns) => [ns, await loadNamespace(locale, ns)] as const));
  return Object.fromEntries(entries);
}
