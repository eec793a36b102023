import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { getPathname } from "@/i18n/navigation";
import { AccountFrame, AccountLoading } from "../AccountFrame";
import { formatAmount } from "../format";
import { loadCountries, loadOrders, loadProfile, loadStoreCredit } from "../loaders";
import { AddressLines, Card, LoadFailed, OrdersTable, TextLink } from "./parts";

/** /account/overview: the dashboard. */
export async function OverviewScreen({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: "Account" });
  return (
    <AccountFrame locale={locale} screen="overview" heading={t("overview.heading")}>
      <Suspense fallback={<AccountLoading />}>
        <Overview locale={locale} />
      </Suspense>
    </AccountFrame>
  );
}

async function Overview({ locale }: { locale: string }) {
  const [t, profile, orders, credit, countries] = await Promise.all([
    getTranslations({ locale, namespace: "Account" }),
    loadProfile(locale),
    loadOrders(locale, 1, 3),
    loadStoreCredit(locale, 1),
    loadCountries(locale),
  ]);
  if (!profile.ok || !profile.data) return <LoadFailed text={t("loadFailed")} />;
  const p = profile.data;
  const href = (path: string) => getPathname({ href: path, locale });
  const countryName = (code: string) => (countries.ok ? countries.data.find((c) => c.id === code)?.name : undefined) ?? code;
  return (
    <div className="grid grid-cols-1 gap-6" data-testid="account-overview">
      <p className="font-display text-2xl font-light" data-testid="account-greeting">
        {t("overview.greeting", { firstname: p.firstname, lastname: p.lastname })}
      </p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title={t("overview.contact")} action={<TextLink href={href("/account/profile")}>{t("overview.edit")}</TextLink>} testId="overview-contact">
          <p>{`${p.firstname} ${p.lastname}`}</p>
          <p data-testid="overview-email">{p.email}</p>
          <p>
            {t("overview.phone")}: {p.phoneNumber || t("overview.none")}
          </p>
          <p className="mt-3">
            <TextLink href={href("/account/reset-password")}>{t("overview.changePassword")}</TextLink>
          </p>
        </Card>
        <Card
          title={t("overview.newsletter")}
          action={<TextLink href={href("/account/my-newsletter")}>{t("overview.manageNewsletter")}</TextLink>}
          testId="overview-newsletter"
        >
          <p>{p.subscribed ? t("overview.subscribed") : t("overview.notSubscribed")}</p>
        </Card>
      </div>
      <Card title={t("overview.addressBook")} action={<TextLink href={href("/account/address")}>{t("overview.manageAddresses")}</TextLink>} testId="overview-addresses">
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          {(["defaultBilling", "defaultShipping"] as const).map((kind) => {
            const address = p[kind];
            return (
              <div key={kind}>
                <h3 className="mb-2 text-xs uppercase tracking-label text-stone">{t(`overview.${kind}`)}</h3>
                {address ? (
                  <AddressLines address={address} countryName={countryName(address.countryCode)} phoneLabel={t("addresses.phone", { telephone: address.telephone })} />
                ) : (
                  <p>{t("overview.noDefault")}</p>
                )}
              </div>
            );
          })}
        </div>
      </Card>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card
          title={t("overview.storeCredit")}
          action={<TextLink href={href("/account/store-credit")}>{t("overview.viewAll")}</TextLink>}
          testId="overview-store-credit"
        >
          <p className="font-display text-2xl font-light">{credit.ok ? formatAmount(credit.data.balance, locale) || "—" : "—"}</p>
        </Card>
        <Card title={t("overview.reviews")} testId="overview-reviews">
          <TextLink href={href("/account/my-reviews")}>{t("overview.seeReviews")}</TextLink>
        </Card>
      </div>
      <Card title={t("overview.recentOrders")} action={<TextLink href={href("/account/order")}>{t("overview.viewAll")}</TextLink>} testId="overview-orders">
        {orders.ok && orders.data.orders.length > 0 ? (
          <OrdersTable
            orders={orders.data.orders}
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
        ) : (
          <p>{orders.ok ? t("orders.empty") : t("loadFailed")}</p>
        )}
      </Card>
    </div>
  );
}
