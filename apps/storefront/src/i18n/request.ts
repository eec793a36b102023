import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { marketForLocale } from "@/lib/markets/markets";
import { loadMessages } from "./load-messages";
import { routing } from "./routing";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    timeZone: marketForLocale(locale).timeZone,
    messages: await loadMessages(locale),
  };
});
