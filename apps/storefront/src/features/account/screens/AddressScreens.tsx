import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { getPathname } from "@/i18n/navigation";
import { marketForLocale } from "@/lib/markets/markets";
import { AccountFrame, AccountLoading } from "../AccountFrame";
import { AddressActions } from "../components/AddressActions";
import { AddressForm } from "../components/AddressForm";
import { addressFormValues } from "../mappers";
import { loadAddresses, loadCountries, loadRegions } from "../loaders";
import { formTexts, sectionTexts } from "../texts";
import { AddressLines, LoadFailed, TextLink } from "./parts";

/** /account/address: the address book. */
export async function AddressBookScreen({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: "Account" });
  return (
    <AccountFrame locale={locale} screen="addresses" heading={t("addresses.heading")}>
      <Suspense fallback={<AccountLoading />}>
        <AddressBook locale={locale} />
      </Suspense>
    </AccountFrame>
  );
}

async function AddressBook({ locale }: { locale: string }) {
  const [t, result, countries] = await Promise.all([getTranslations({ locale, namespace: "Account" }), loadAddresses(locale), loadCountries(locale)]);
  if (!result.ok) return <LoadFailed text={t("loadFailed")} />;
  const countryName = (code: string) => (countries.ok ? countries.data.find((c) => c.id === code)?.name : undefined) ?? code;
  const detailsHref = (id: string) => getPathname({ href: `/account/addresses-details/${id}`, locale });
  return (
    <div className="grid grid-cols-1 gap-6">
      <p>
        <a href={detailsHref("create")} className="inline-block bg-ink px-6 py-3 text-xs uppercase tracking-label text-ivory" data-testid="address-add">
          {t("addresses.add")}
        </a>
      </p>
      {result.data.length === 0 ? (
        <p className="text-sm" data-testid="addresses-empty">
          {t("addresses.empty")}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          {result.data.map((address) => {
            const name = `${address.firstname} ${address.lastname}`.trim();
            return (
              <li key={address.id} className="border border-line p-5 text-sm leading-relaxed" data-testid="address-card" data-address-id={address.id}>
                {address.defaultBilling || address.defaultShipping ? (
                  <p className="mb-2 flex flex-wrap gap-2 text-[11px] uppercase tracking-label">
                    {address.defaultBilling ? <span className="bg-parchment px-2 py-0.5" data-testid="address-is-billing">{t("addresses.defaultBilling")}</span> : null}
                    {address.defaultShipping ? <span className="bg-parchment px-2 py-0.5" data-testid="address-is-shipping">{t("addresses.defaultShipping")}</span> : null}
                  </p>
                ) : null}
                <AddressLines address={address} countryName={countryName(address.countryCode)} phoneLabel={t("addresses.phone", { telephone: address.telephone })} />
                <AddressActions
                  id={address.id}
                  editHref={detailsHref(String(address.id))}
                  isDefaultBilling={address.defaultBilling}
                  isDefaultShipping={address.defaultShipping}
                  texts={{
                    ...sectionTexts(t, "addresses", ["edit", "delete", "confirmDelete", "cancel", "makeDefaultBilling", "makeDefaultShipping"] as const),
                    editLabel: t("addresses.editLabel", { name }),
                    deleteLabel: t("addresses.deleteLabel", { name }),
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The country a new address starts in, per site. */
const SITE_COUNTRY = { gb: "GB", cn: "CN", us: "US", mex: "MX" } as const;

const ADDRESS_KEYS = [
  "heading", "firstname", "lastname", "company", "telephone", "street", "apartment", "neighborhood", "extra", "city", "postcode",
  "country", "chooseCountry", "region", "chooseRegion", "defaultBilling", "defaultShipping", "save",
] as const;

/** /account/addresses-details/create, and /account/addresses-details/{id} to edit one. */
export async function AddressDetailsScreen({ locale, addressId }: { locale: string; addressId: Promise<string> }) {
  const t = await getTranslations({ locale, namespace: "Account" });
  return (
    <AccountFrame locale={locale} screen="address" heading={t("address.heading")}>
      <Suspense fallback={<AccountLoading />}>
        <AddressDetails locale={locale} addressId={addressId} />
      </Suspense>
    </AccountFrame>
  );
}

async function AddressDetails({ locale, addressId }: { locale: string; addressId: Promise<string> }) {
  const key = await addressId;
  const id = key === "create" ? null : /^[1-9]\d{0,9}$/.test(key) ? Number(key) : NaN;
  if (Number.isNaN(id)) notFound();
  const [t, addresses, countries] = await Promise.all([getTranslations({ locale, namespace: "Account" }), loadAddresses(locale), loadCountries(locale)]);
  if (!addresses.ok || !countries.ok) return <LoadFailed text={t("loadFailed")} />;
  const backHref = getPathname({ href: "/account/address", locale });
  const address = id === null ? null : (addresses.data.find((a) => a.id === id) ?? null);
  if (id !== null && !address) {
    return (
      <div className="grid grid-cols-1 gap-4 text-sm" data-testid="address-not-found">
        <p>{t("address.notFound")}</p>
        <p>
          <TextLink href={backHref}>{t("address.back")}</TextLink>
        </p>
      </div>
    );
  }
  // A new address starts in the site's own country, when the directory has it.
  const siteCountry = SITE_COUNTRY[marketForLocale(locale).site];
  const initial = addressFormValues(address, countries.data.some((c) => c.id === siteCountry) ? siteCountry : "");
  const regions = initial.country_code ? await loadRegions(locale, initial.country_code) : null;
  return (
    <div className="grid grid-cols-1 gap-6">
      <AddressForm
        id={id}
        initial={initial}
        initialRegions={regions?.ok ? regions.data : []}
        countries={countries.data}
        backHref={backHref}
        texts={{ ...sectionTexts(t, "address", ADDRESS_KEYS), saving: t("saving") }}
        formTexts={formTexts(t)}
      />
      <p>
        <TextLink href={backHref}>{t("address.back")}</TextLink>
      </p>
    </div>
  );
}
