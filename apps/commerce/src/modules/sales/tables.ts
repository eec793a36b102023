import { sql } from "drizzle-orm";
import { pgTable, serial, integer, text, boolean, timestamp, jsonb, index, uniqueIndex, primaryKey } from "drizzle-orm/pg-core";

/**
 * Cart price rules. `couponCode` null = automatic rule. `action`: by_percent | by_fixed | cart_fixed | free_shipping.
 * `amount` is basis points for percentages (1500 = 15 %) and minor units of `currency` for fixed amounts.
 */
export const salesRules = pgTable(
  "sales_rules",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    label: text("label"),
    couponCode: text("coupon_code"),
    action: text("action").notNull(),
    amount: integer("amount").notNull().default(0),
    currency: text("currency"),
    freeShipping: boolean("free_shipping").notNull().default(false),
    minSubtotalMinor: integer("min_subtotal_minor"),
    storeCodes: text("store_codes").array(),
    fromDate: timestamp("from_date", { withTimezone: true }),
    toDate: timestamp("to_date", { withTimezone: true }),
    usesPerCoupon: integer("uses_per_coupon"),
    usesPerCustomer: integer("uses_per_customer"),
    timesUsed: integer("times_used").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [uniqueIndex("sales_rules_coupon_idx").on(t.couponCode)],
);

export const salesRuleCustomerUsage = pgTable(
  "sales_rule_customer_usage",
  {
    ruleId: integer("rule_id").notNull().references(() => salesRules.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").notNull(),
    timesUsed: integer("times_used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.customerId] })],
);

/** An address as the order keeps it: a copy, so later changes to the address book leave the order as it was. */
export interface OrderAddressData {
  firstname: string;
  lastname: string;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  company?: string | null;
  street: string[];
  city: string;
  region?: string | null;
  regionId?: number | null;
  regionCode?: string | null;
  postcode?: string | null;
  countryCode: string;
  telephone?: string | null;
  fax?: string | null;
  vatId?: string | null;
}

/** The delivery chosen at checkout, with the titles the shopper saw. */
export interface OrderShippingMethodData {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
}

/** How the order was paid; `additionalData` holds what the customer may see again (card brand, last digits …). */
export interface OrderPaymentData {
  code: string;
  title: string;
  additionalData?: Record<string, string>;
}

export interface OrderItemOptionData {
  label: string;
  value: string;
}

/** What the buyer chose (configurable attributes, bundle selections) and typed (gift card message …) for a line. */
export interface OrderItemOptionsData {
  selected?: OrderItemOptionData[];
  entered?: OrderItemOptionData[];
}

/**
 * Placed orders: totals are frozen copies of what the cart computed, in minor units of `currency`. `status` is
 * Magento's status code (pending, processing, complete, closed, canceled, holded …).
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    /** The cart ordered (0 for orders imported without one): one order per cart, placing twice answers the first. */
    cartId: integer("cart_id").notNull(),
    storeCode: text("store_code").notNull(),
    customerId: integer("customer_id"),
    email: text("email").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    subtotalMinor: integer("subtotal_minor").notNull(),
    discountMinor: integer("discount_minor").notNull().default(0),
    shippingMinor: integer("shipping_minor").notNull().default(0),
    taxMinor: integer("tax_minor").notNull().default(0),
    grandTotalMinor: integer("grand_total_minor").notNull(),
    couponCode: text("coupon_code"),
    shippingMethod: jsonb("shipping_method").$type<OrderShippingMethodData>(),
    paymentMethod: jsonb("payment_method").$type<OrderPaymentData>(),
    shippingAddress: jsonb("shipping_address").$type<OrderAddressData>(),
    billingAddress: jsonb("billing_address").$type<OrderAddressData>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_customer_idx").on(t.customerId, t.createdAt),
    uniqueIndex("orders_cart_idx").on(t.cartId).where(sql`${t.cartId} > 0`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id"),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    typeId: text("type_id").notNull(),
    qty: integer("qty").notNull(),
    priceMinor: integer("price_minor").notNull(),
    rowTotalMinor: integer("row_total_minor").notNull(),
    discountMinor: integer("discount_minor").notNull().default(0),
    options: jsonb("options").$type<OrderItemOptionsData>(),
  },
  (t) => [index("order_items_order_idx").on(t.orderId)],
);
