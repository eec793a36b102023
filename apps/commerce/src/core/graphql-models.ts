import type { Money } from "./money.ts";

/**
 * The value a module's resolvers hand over for a GraphQL type it resolves field by field (a cart row for `Cart`, a
 * product row for each product type …), by GraphQL type name. Each module adds its own types to this interface
 * (`declare module` on this file) and codegen.ts lists the names, so the generated resolver types name module
 * values without core importing a module.
 */
export interface GraphQlModels {
  /** Amounts keep their currency code as a string; the schema's CurrencyEnum checks it as the answer is written. */
  Money: Money;
}
