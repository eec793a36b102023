/** The zod twins of add-rules.ts: the gateway and the add action hold their arguments to the same limits. */
import { z } from "zod";
import { type AddToCartRequest, type CartLine, MAX_CART_LINES, MAX_OPTIONS, MAX_QUANTITY, MAX_SKU_LENGTH } from "./add-rules";

export const skuSchema = z.string().trim().min(1).max(MAX_SKU_LENGTH);
export const uidSchema = z.string().trim().min(1).max(128);
/** Whole items, at least one (spec §5: an update is sent only with a quantity above 0). */
export const quantitySchema = z.number().int().positive().max(MAX_QUANTITY);
const enteredOptionSchema = z.strictObject({ uid: uidSchema, value: z.string().max(255) });

export const cartLineSchema = z.strictObject({
  sku: skuSchema,
  quantity: quantitySchema,
  parent_sku: skuSchema.optional(),
  selected_options: z.array(uidSchema).max(MAX_OPTIONS).optional(),
  entered_options: z.array(enteredOptionSchema).max(MAX_OPTIONS).optional(),
}) satisfies z.ZodType<CartLine>;

export const cartLinesSchema = z.array(cartLineSchema).min(1).max(MAX_CART_LINES);

const stock = {
  stockStatus: z.enum(["IN_STOCK", "OUT_OF_STOCK"]).nullish(),
  onlyXLeftInStock: z.number().int().nonnegative().nullish(),
};

export const addToCartRequestSchema = z.strictObject({
  sku: skuSchema,
  quantity: quantitySchema,
  parentSku: skuSchema.optional(),
  selectedOptions: z.array(uidSchema).max(MAX_OPTIONS).optional(),
  enteredOptions: z.array(enteredOptionSchema).max(MAX_OPTIONS).optional(),
  productType: z.string().max(64),
  ...stock,
  children: z
    .array(z.strictObject({ sku: skuSchema, quantity: z.number().int().min(0).max(MAX_QUANTITY), ...stock }))
    .max(MAX_CART_LINES)
    .optional(),
}) satisfies z.ZodType<AddToCartRequest>;
