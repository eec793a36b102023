/**
 * Stand-ins for what Next gives server code during a request (cookies, cache calls, next-intl's request
 * translations), so unit tests can call server actions directly: `vi.mock("next/headers", () => nextHeaders)` and
 * so on. Translations come from the real message catalogues.
 */
import { createTranslator } from "next-intl";
import { loadMessages } from "@/i18n/load-messages";

export const cookieJar = new Map<string, string>();
/** The options each cookie in the jar was last set with. */
export const cookieSettings = new Map<string, object | undefined>();

export const nextHeaders = {
  cookies: async () => ({
    get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name)! } : undefined),
    set: (name: string, value: string, options?: object) => {
      cookieJar.set(name, value);
      cookieSettings.set(name, options);
    },
    delete: (name: string) => {
      cookieJar.delete(name);
      cookieSettings.delete(name);
    },
  }),
  headers: async () => new Headers(),
};

/** What `redirect()` throws in these tests: the address it was asked to go to. */
export class RedirectSignal extends Error {
  readonly location: string;
  constructor(location: string) {
    super(`redirect to ${location}`);
    this.location = location;
  }
}

export const nextNavigation = {
  redirect: (location: string): never => {
    throw new RedirectSignal(location);
  },
};

export const nextCache = { refresh: () => undefined, cacheTag: () => undefined, cacheLife: () => undefined };

export const REQUEST_LOCALE = "en-GB";

export const nextIntlServer = {
  getLocale: async () => REQUEST_LOCALE,
  getTranslations: async (options: string | { locale?: string; namespace: string }) => {
    const { locale = REQUEST_LOCALE, namespace } = typeof options === "string" ? { namespace: options } : options;
    return createTranslator({ locale, messages: await loadMessages(locale), namespace });
  },
};
