import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { getPathname } from "@/i18n/navigation";
import type { SearchParams } from "@/lib/url/search-params";
import { AccountFrame, AccountLoading } from "../AccountFrame";
import { formatAmount, formatDate } from "../format";
import type { OrderAddressView } from "../mappers";
import { pageParam } from "../schemas";
import { loadOrder, loadOrders } from "../loaders";
import { Card, LoadFailed, OrdersTable, Pager, TextLink } from "./parts";

/** /account/order: the order history, paged (?page=). */
export async function OrdersScreen({ locale, searchParams }: { locale: string; searchParams: Promise<SearchParams> }) {
  const t = await getTranslations({ locale, namespace: "Account" });
  return (
    <AccountFrame locale={locale} screen="orders" heading={t("orders.heading")}>
      <Suspense fallback={<AccountLoading />}>
        <Orders locale={locale} searchParams={searchParams} />
      </Suspense>
    </AccountFrame>
  );
}

async function Orders({ locale, searchParams }: { locale: string; searchParams: Promise<SearchParams> }) {
  const page = pageParam((await searchParams).page);
  const [t, result] = await Promise.all([getTranslations({ locale, namespace: "Account" }), loadOrders(locale, page)]);
  if (!result.ok) return <LoadFailed text={t("loadFailed")} />;
  const { orders, totalPages, totalCount } = result.data;
  const href = (path: string) => getPathname({ href: path, locale });
  if (orders.length === 0) {
    return (
      <p className="text-sm" data-testid="orders-empty">
        {t("orders.empty")}
      </p>
    );
  }
  return (
    <div>
      <p className="mb-4 text-sm text-stone" data-testid="orders-count">
        {t("orders.count", { count: totalCount })}
      </p>
      <OrdersTable
        orders={orders}
        locale={locale}
        hrefOf={(n) => href(`/account/order-history/${encodeURIComponent(n)}`)}
        labels={{
          number: t("orders.number"),
          date: t("orders.date"),
          status: t("orders.status"),
          total: t("orders.total"),
          view: t("orders.view"),
          viewLabel: (number) => t("orders.viewLabel", { number }),
        }}
      />
      <Pager
        page={page}
        totalPages={totalPages}
        hrefOf={(p) => getPathname({ href: { pathname: "/account/order", query: { page: String(p) } }, locale })}
        labels={{ previous: t("orders.previous"), next: t("orders.next"), page: t("orders.page", { page, total: totalPages }), nav: t("orders.pagination") }}
      />
    </div>
  );
}

/** Order numbers are short; anything else is no order of ours. */
const ORDER_NUMBER = /^[A-Za-z0-9_-]{1,32}$/;

/** /account/order-history/{orderId}: one order by its number. */
export async function OrderScreen({ locale, orderId }: { locale: string; orderId: Promise<string> }) {
  const t = await getTranslations({ locale, namespace: "Account" });
  return (
    <AccountFrame locale={locale} screen="order" heading={t("order.heading")}>
      <Suspense fallback={<AccountLoading />}>
        <Order locale={locale} orderId={orderId} />
      </Suspense>
    </AccountFrame>
  );
}

async function Order({ locale, orderId }: { locale: string; orderId: Promise<string> }) {
  const number = decodeURIComponent(await orderId);
  if (!ORDER_NUMBER.test(number)) notFound();
  const [t, result] = await Promise.all([getTranslations({ locale, namespace: "Account" }), loadOrder(locale, number)]);
  const back = <TextLink href={getPathname({ href: "/account/order", locale })}>{t("order.back")}</TextLink>;
  if (!result.ok) return <LoadFailed text={t("loadFailed")} />;
  const order = result.data;
  if (!order) {
    return (
      <div className="grid grid-cols-1 gap-4 text-sm" data-testid="order-not-found">
        <p>{t("order.notFound")}</p>
        <p>{back}</p>
      </div>
    );
  }
  const money = (m: Parameters<typeof formatAmount>[0]) => formatAmount(m, locale);
  const address = (a: OrderAddressView | null) =>
    a ? (
      <address className="not-italic">
        <span className="block">{a.name}</span>
        {a.lines.map((line, i) => (
          <span key={i} className="block">
            {line}
          </span>
        ))}
        {a.telephone ? <span className="block">{t("addresses.phone", { telephone: a.telephone })}</span> : null}
      </address>
    ) : (
      "—"
    );
  return (
    <div className="grid grid-cols-1 gap-6" data-testid="order-detail">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <p className="font-display text-2xl font-light" data-testid="order-number">
            {t("order.number", { number: order.number })}
          </p>
          <p className="text-sm text-stone">{t("order.placed", { date: formatDate(order.date, locale) })}</p>
        </div>
        <p className="text-xs uppercase tracking-label">
          {t("order.status")}: <span className="capitalize" data-testid="order-status">{order.status}</span>
        </p>
      </div>
      <Card title={t("order.items")}>
        <table className="w-full border-collapse text-left text-sm">
          <thead className="text-xs uppercase tracking-label text-stone">
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-4 font-normal">{t("order.product")}</th>
              <th scope="col" className="hidden py-2 pr-4 font-normal sm:table-cell">{t("order.sku")}</th>
              <th scope="col" className="py-2 pr-4 text-right font-normal">{t("order.price")}</th>
              <th scope="col" className="py-2 text-right font-normal">{t("order.quantity")}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} className="border-b border-line" data-testid="order-item">
                <td className="py-3 pr-4">{item.name}</td>
                <td className="hidden py-3 pr-4 sm:table-cell">{item.sku}</td>
                <td className="py-3 pr-4 text-right">{money(item.price)}</td>
                <td className="py-3 text-right">{item.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          <dt>{t("order.subtotal")}</dt>
          <dd className="text-right">{money(order.subtotal)}</dd>
          {order.discounts.map((d, i) => (
            <div key={i} className="contents">
              <dt>{t("order.discount", { label: d.label })}</dt>
              <dd className="text-right">-{money(d.amount ? { ...d.amount, value: Math.abs(d.amount.value) } : null)}</dd>
            </div>
          ))}
          <dt>{t("order.shipping")}</dt>
          <dd className="text-right">{money(order.shipping)}</dd>
          <dt>{t("order.tax")}</dt>
          <dd className="text-right">{money(order.tax)}</dd>
          <dt className="font-medium">{t("order.grandTotal")}</dt>
          <dd className="text-right font-medium" data-testid="order-grand-total">
            {money(order.total)}
          </dd>
        </dl>
      </Card>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <Card title={t("order.shippingAddress")}>{address(order.shippingAddress)}</Card>
        <Card title={t("order.billingAddress")}>{address(order.billingAddress)}</Card>
        <Card title={t("order.shippingMethod")}>{order.shippingMethod || "—"}</Card>
        <Card title={t("order.paymentMethod")}>{order.paymentMethods.join(", ") || "—"}</Card>
      </div>
      <p>{back}</p>
    </div>
  );
}
