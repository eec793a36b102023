import type { ReactNode } from "react";
import type { AddressView, OrderSummaryView } from "../mappers";
import { formatAmount, formatDate } from "../format";

/** A read that failed for another reason than the session (which the session module handles). */
export function LoadFailed({ text }: { text: string }) {
  return (
    <p role="alert" className="border border-line bg-parchment/40 p-4 text-sm" data-testid="account-load-failed">
      {text}
    </p>
  );
}

export function Card({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="border border-line p-5" data-testid={testId}>
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 className="text-xs uppercase tracking-label">{title}</h2>
        {action}
      </div>
      <div className="text-sm leading-relaxed">{children}</div>
    </section>
  );
}

export function TextLink({ href, children, testId }: { href: string; children: ReactNode; testId?: string }) {
  return (
    <a href={href} className="text-xs uppercase tracking-label underline underline-offset-4" data-testid={testId}>
      {children}
    </a>
  );
}

export function AddressLines({ address, countryName, phoneLabel }: { address: AddressView; countryName: string; phoneLabel: string }) {
  const lines = [
    `${address.firstname} ${address.lastname}`.trim(),
    address.company,
    address.street,
    address.apartment,
    address.neighborhood,
    address.extra,
    [address.city, address.region, address.postcode].filter(Boolean).join(", "),
    countryName,
    address.telephone ? phoneLabel : "",
  ].filter(Boolean);
  return (
    <address className="not-italic">
      {lines.map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

export function OrdersTable({
  orders,
  locale,
  labels,
  hrefOf,
}: {
  orders: OrderSummaryView[];
  locale: string;
  labels: { number: string; date: string; status: string; total: string; view: string; viewLabel: (n: string) => string };
  hrefOf: (number: string) => string;
}) {
  return (
    <table className="w-full border-collapse text-left text-sm" data-testid="orders-table">
      <thead className="hidden text-xs uppercase tracking-label text-stone sm:table-header-group">
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-4 font-normal">{labels.number}</th>
          <th scope="col" className="py-2 pr-4 font-normal">{labels.date}</th>
          <th scope="col" className="py-2 pr-4 font-normal">{labels.status}</th>
          <th scope="col" className="py-2 pr-4 text-right font-normal">{labels.total}</th>
          <th scope="col" className="py-2 font-normal"><span className="sr-only">{labels.view}</span></th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.number} className="grid grid-cols-2 gap-1 border-b border-line py-3 sm:table-row sm:py-0" data-testid="order-row">
            <td className="font-medium sm:py-3 sm:pr-4">{order.number}</td>
            <td className="text-right sm:py-3 sm:pr-4 sm:text-left">{formatDate(order.date, locale)}</td>
            <td className="capitalize sm:py-3 sm:pr-4">{order.status}</td>
            <td className="text-right sm:py-3 sm:pr-4">{formatAmount(order.total, locale)}</td>
            <td className="col-span-2 sm:py-3 sm:text-right">
              <a href={hrefOf(order.number)} className="text-xs uppercase tracking-label underline underline-offset-4" aria-label={labels.viewLabel(order.number)}>
                {labels.view}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Pager({ page, totalPages, hrefOf, labels }: { page: number; totalPages: number; hrefOf: (page: number) => string; labels: { previous: string; next: string; page: string; nav: string } }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-6 flex items-center justify-between text-sm" data-testid="account-pager">
      {page > 1 ? <a href={hrefOf(page - 1)} rel="prev" className="underline underline-offset-4">{labels.previous}</a> : <span />}
      <span>{labels.page}</span>
      {page < totalPages ? <a href={hrefOf(page + 1)} rel="next" className="underline underline-offset-4">{labels.next}</a> : <span />}
    </nav>
  );
}
