import { z } from "zod";
import { locales } from "./markets";

/**
 * A locale that arrives as data (server action arguments) must be one of ours. Kept apart from markets.ts, which
 * client components import, so that zod stays out of their bundles.
 */
export const localeSchema = z.enum(locales);
