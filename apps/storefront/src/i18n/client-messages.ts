import type { AbstractIntlMessages } from "next-intl";

/**
 * Namespaces that client components translate. Server components read every message on the server; only these
 * travel to the browser.
 */
export const clientNamespaces: readonly string[] = ["Errors"];

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => clientNamespaces.includes(key)));
}
