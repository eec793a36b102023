// Every table of the backend, gathered for Drizzle and drizzle-kit. Each domain owns its tables in
// src/modules/<domain>/tables.ts, and core its own (rate-limit counters) in src/core/tables.ts; this file only
// re-exports them.
export * from "../core/tables.ts";
export * from "../modules/store/tables.ts";
export * from "../modules/catalog/tables.ts";
export * from "../modules/url/tables.ts";
export * from "../modules/cms/tables.ts";
export * from "../modules/directory/tables.ts";
export * from "../modules/review/tables.ts";
export * from "../modules/customer/tables.ts";
export * from "../modules/newsletter/tables.ts";
export * from "../modules/cart/tables.ts";
export * from "../modules/sales/tables.ts";
export * from "../modules/wishlist/tables.ts";
export * from "../modules/search/tables.ts";
export * from "../modules/store-credit/tables.ts";
export * from "../modules/mail/tables.ts";
export * from "../modules/captcha/tables.ts";
export * from "../modules/checkout/tables.ts";
