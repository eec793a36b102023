import { resolvers as account } from "../modules/account/resolvers.ts";
import { resolvers as brand } from "../modules/brand/resolvers.ts";
import { resolvers as captcha } from "../modules/captcha/resolvers.ts";
import { resolvers as cart } from "../modules/cart/resolvers.ts";
import { resolvers as catalog } from "../modules/catalog/resolvers.ts";
import { resolvers as checkout } from "../modules/checkout/resolvers.ts";
import { resolvers as cms } from "../modules/cms/resolvers.ts";
import { resolvers as customerAddress } from "../modules/customer-address/resolvers.ts";
import { resolvers as directory } from "../modules/directory/resolvers.ts";
import { resolvers as mail } from "../modules/mail/resolvers.ts";
import { resolvers as newsletter } from "../modules/newsletter/resolvers.ts";
import { resolvers as order } from "../modules/order/resolvers.ts";
import { resolvers as review } from "../modules/review/resolvers.ts";
import { resolvers as search } from "../modules/search/resolvers.ts";
import { resolvers as store } from "../modules/store/resolvers.ts";
import { resolvers as storeCredit } from "../modules/store-credit/resolvers.ts";
import { resolvers as url } from "../modules/url/resolvers.ts";
import { resolvers as wishlist } from "../modules/wishlist/resolvers.ts";
import type { Resolvers } from "../core/generated/resolvers.ts";

const modules: Record<string, Resolvers> = {
  store, directory, cms, catalog, brand, search, url, review, newsletter, cart, account, captcha, mail, customerAddress, order,
  storeCredit, checkout, wishlist,
};

/**
 * Merges the modules' resolver maps type by type. Two modules resolving the same field is a mistake that would
 * silently drop one of them, so it fails at start-up instead.
 */
function mergeResolvers(maps: Record<string, Resolvers>): Resolvers {
  const merged: Record<string, unknown> = {};
  const owner = new Map<string, string>();
  for (const [module, map] of Object.entries(maps)) {
    for (const [typeName, fields] of Object.entries(map)) {
      if (typeof fields !== "object" || fields === null || fields.constructor !== Object) {
        if (typeName in merged) throw new Error(`${typeName} is resolved by both ${owner.get(typeName)} and ${module}`);
        merged[typeName] = fields;
        owner.set(typeName, module);
        continue;
      }
      const target = (merged[typeName] ??= {}) as Record<string, unknown>;
      for (const [field, resolver] of Object.entries(fields)) {
        const key = `${typeName}.${field}`;
        if (field in target) throw new Error(`${key} is resolved by both ${owner.get(key)} and ${module}`);
        target[field] = resolver;
        owner.set(key, module);
      }
    }
  }
  // Each module's map is checked against Resolvers; a union of them is one too.
  return merged as Resolvers;
}

export const resolvers: Resolvers = mergeResolvers(modules);
