import type { RequestContext } from "../../core/context.ts";
import type { CountryCodeEnum, Resolvers } from "../../core/generated/resolvers.ts";
import { convertMinor, toMoney } from "../../core/money.ts";
import { loadProduct } from "../catalog/product-loader.ts";
import type { OrderAddressData } from "../sales/tables.ts";
import { customerOrders, lineProgress, orderLines, statusLabel, type OrderLine, type OrderRow } from "./service.ts";

declare module "../../core/graphql-models.ts" {
  interface GraphQlModels {
    CustomerOrder: OrderRow;
    OrderItem: OrderLine;
    OrderTotal: OrderRow;
    OrderAddress: OrderAddressData;
  }
}

/** Magento prints order dates as MySQL datetimes in UTC. */
const datetime = (d: Date) => d.toISOString().slice(0, 19).replace("T", " ");
const uid = (id: number) => Buffer.from(String(id)).toString("base64");
const money = (order: OrderRow, minor: number) => toMoney(minor, order.currency);

async function baseGrandTotal(ctx: RequestContext, order: OrderRow) {
  const store = await ctx.stores.byCode(order.storeCode);
  const base = store?.baseCurrency ?? order.currency;
  if (base === order.currency) return money(order, order.grandTotalMinor);
  return toMoney(convertMinor(order.grandTotalMinor, order.currency, base, await ctx.stores.rateTable(base)), base);
}

/**
 * Shipping is taxed at the store's rate, like the items: the stored charge is gross where the store's prices include
 * tax and net where they do not.
 */
async function shippingHandling(ctx: RequestContext, order: OrderRow) {
  const store = await ctx.stores.byCode(order.storeCode);
  const rate = (store?.taxRateBp ?? 0) / 10_000;
  const charged = order.shippingMinor;
  const net = store?.pricesIncludeTax ? Math.round(charged / (1 + rate)) : charged;
  const gross = store?.pricesIncludeTax ? charged : Math.round(charged * (1 + rate));
  const taxes = gross > net && store ? [{ title: store.taxLabel, rate: store.taxRateBp / 100, amount: money(order, gross - net) }] : [];
  return {
    total_amount: money(order, charged), amount_excluding_tax: money(order, net), amount_including_tax: money(order, gross),
    discounts: [], taxes,
  };
}

export const resolvers: Resolvers = {
  Customer: {
    orders: (customer, args, ctx) => customerOrders(ctx, customer.id, args),
  },
  CustomerOrder: {
    id: (o) => uid(o.id),
    number: (o) => o.number,
    increment_id: (o) => o.number,
    order_number: (o) => o.number,
    order_date: (o) => datetime(o.createdAt),
    created_at: (o) => datetime(o.createdAt),
    status: (o) => statusLabel(o.status),
    grand_total: (o) => money(o, o.grandTotalMinor).value,
    items: (o, _a, ctx) => orderLines(ctx, o),
    total: (o) => o,
    payment_methods: (o) => (o.paymentMethod
      ? [{
        name: o.paymentMethod.title,
        type: o.paymentMethod.code,
        additional_data: Object.entries(o.paymentMethod.additionalData ?? {}).map(([name, value]) => ({ name, value })),
      }]
      : []),
    shipping_address: (o) => o.shippingAddress,
    billing_address: (o) => o.billingAddress,
    carrier: (o) => o.shippingMethod?.carrierTitle ?? null,
    shipping_method: (o) => (o.shippingMethod ? `${o.shippingMethod.carrierTitle} - ${o.shippingMethod.methodTitle}` : null),
  },
  OrderTotal: {
    subtotal: (o) => money(o, o.subtotalMinor),
    discounts: (o) => (o.discountMinor > 0 ? [{ label: o.couponCode ?? "Discount", amount: money(o, o.discountMinor) }] : []),
    total_tax: (o) => money(o, o.taxMinor),
    taxes: async (o, _a, ctx) => {
      const store = await ctx.stores.byCode(o.storeCode);
      if (o.taxMinor === 0 || !store) return [];
      return [{ title: store.taxLabel, rate: store.taxRateBp / 100, amount: money(o, o.taxMinor) }];
    },
    total_shipping: (o) => money(o, o.shippingMinor),
    shipping_handling: (o, _a, ctx) => shippingHandling(ctx, o),
    grand_total: (o) => money(o, o.grandTotalMinor),
    base_grand_total: (o, _a, ctx) => baseGrandTotal(ctx, o),
  },
  OrderItemInterface: {
    __resolveType: () => "OrderItem",
  },
  OrderItem: {
    id: (l) => uid(l.item.id),
    product_name: (l) => l.item.name,
    product_sku: (l) => l.item.sku,
    product_type: (l) => l.item.typeId,
    product_url_key: async (l, _a, ctx) => (l.item.productId === null ? null : (await loadProduct(ctx, l.item.productId))?.urlKey ?? null),
    product_sale_price: (l) => money(l.order, l.item.priceMinor),
    discounts: (l) => (l.item.discountMinor > 0 ? [{ label: l.order.couponCode ?? "Discount", amount: money(l.order, l.item.discountMinor) }] : []),
    selected_options: (l) => l.item.options?.selected ?? [],
    entered_options: (l) => l.item.options?.entered ?? [],
    status: (l) => lineProgress(l).label,
    quantity_ordered: (l) => l.item.qty,
    quantity_invoiced: (l) => lineProgress(l).invoiced,
    quantity_shipped: (l) => lineProgress(l).shipped,
    quantity_refunded: (l) => lineProgress(l).refunded,
    quantity_canceled: (l) => lineProgress(l).canceled,
    quantity_returned: () => 0,
  },
  OrderAddress: {
    firstname: (a) => a.firstname,
    lastname: (a) => a.lastname,
    middlename: (a) => a.middlename ?? null,
    prefix: (a) => a.prefix ?? null,
    suffix: (a) => a.suffix ?? null,
    company: (a) => a.company ?? null,
    street: (a) => a.street,
    city: (a) => a.city,
    region: (a) => a.region ?? null,
    region_id: (a) => (a.regionId === null || a.regionId === undefined ? null : String(a.regionId)),
    postcode: (a) => a.postcode ?? null,
    country_code: (a) => a.countryCode as CountryCodeEnum,
    telephone: (a) => a.telephone ?? null,
    fax: (a) => a.fax ?? null,
    vat_id: (a) => a.vatId ?? null,
  },
};
