import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import type { CustomerOrdersFilterInput } from "../../core/generated/resolvers.ts";
import { groupBy } from "../../core/loader.ts";
import { assertPaging } from "../catalog/service.ts";
import { orderItems, orders } from "../sales/tables.ts";

type Ctx = Pick<RequestContext, "db" | "store" | "loaders">;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** An order line with the order it belongs to, whose status and currency it shows. */
export interface OrderLine {
  item: OrderItemRow;
  order: OrderRow;
}

export interface OrderPage {
  items: OrderRow[];
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
}

/** Magento's `like` filter strips the wildcard from the value and matches it anywhere. */
const matching = (value: string) => `%${value.replace(/[%_\\]/g, "")}%`;

/** Conditions on the order number; Magento joins the conditions of one field with OR. */
function numberCondition(filter: CustomerOrdersFilterInput | null | undefined): SQL | undefined {
  const number = filter?.number;
  if (!number) return undefined;
  const conditions: SQL[] = [];
  if (number.eq !== undefined && number.eq !== null) conditions.push(eq(orders.number, number.eq));
  if (number.in) conditions.push(inArray(orders.number, number.in.filter((n): n is string => n !== null)));
  if (number.match !== undefined && number.match !== null) conditions.push(ilike(orders.number, matching(number.match)));
  return conditions.length ? or(...conditions) : undefined;
}

/**
 * One page of a customer's orders in the request's store view (Magento 2.4.4 lists a store view's own), newest
 * first, optionally filtered by number.
 */
export async function customerOrders(
  ctx: Ctx, customerId: number, args: { filter?: CustomerOrdersFilterInput | null; currentPage: number; pageSize: number },
): Promise<OrderPage> {
  const { currentPage, pageSize } = args;
  assertPaging(pageSize, currentPage);
  const where = and(eq(orders.customerId, customerId), eq(orders.storeCode, ctx.store.code), numberCondition(args.filter));
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize).offset((currentPage - 1) * pageSize),
    ctx.db.select({ n: count() }).from(orders).where(where),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    items: rows,
    total_count: totalCount,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(totalCount / pageSize) },
  };
}

/** The lines of an order, read for every order of a response at once. */
export async function orderLines(ctx: Ctx, order: OrderRow): Promise<OrderLine[]> {
  const items = await ctx.loaders.get<number, OrderItemRow[]>("order-items", async (ids) => {
    const rows = await ctx.db.select().from(orderItems).where(inArray(orderItems.orderId, [...ids])).orderBy(asc(orderItems.id));
    return groupBy(rows, (r) => r.orderId);
  }).load(order.id);
  return (items ?? []).map((item) => ({ item, order }));
}

/** Magento's labels of the default order statuses. */
const STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  pending_payment: "Pending Payment",
  payment_review: "Payment Review",
  processing: "Processing",
  holded: "On Hold",
  complete: "Complete",
  closed: "Closed",
  canceled: "Canceled",
  fraud: "Suspected Fraud",
};

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

/** Quantities and status of a line, read from the order's status (orders keep no per-line invoice or shipment). */
export function lineProgress(line: OrderLine) {
  const qty = line.item.qty;
  const status = line.order.status;
  const invoiced = ["processing", "complete", "closed"].includes(status) ? qty : 0;
  const shipped = ["complete", "closed"].includes(status) ? qty : 0;
  const refunded = status === "closed" ? qty : 0;
  const canceled = status === "canceled" ? qty : 0;
  const label = refunded ? "Refunded" : canceled ? "Canceled" : shipped ? "Shipped" : invoiced ? "Invoiced" : "Ordered";
  return { invoiced, shipped, refunded, canceled, label };
}
