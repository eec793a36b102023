import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { UserIcon } from "@/lib/ui/icons";
import { isSignedIn } from "@/lib/session/session";
import { AccountMenu } from "./components/AccountMenu";
import { loadSignedInCustomer } from "./server";

/**
 * The header's account area (spec §2.7): signed out, an account icon to `/user/signin`; signed in with a known
 * first name, the initial and its menu; otherwise the icon goes to the overview. Reads the session, so it renders
 * in the header's per-request part.
 */
export async function AccountArea({ locale }: { locale: string }) {
  const [t, signedIn, customer] = await Promise.all([getTranslations({ locale, namespace: "Header" }), isSignedIn(), loadSignedInCustomer(locale)]);
  if (customer?.initial) {
    return (
      <AccountMenu
        locale={locale}
        initial={customer.initial}
        texts={{
          greeting: t("accountMenu.greeting", { firstname: customer.firstname, lastname: customer.lastname }).trim(),
          orders: t("accountMenu.orders"),
          profile: t("accountMenu.profile"),
          addresses: t("accountMenu.addresses"),
          logout: t("accountMenu.logout"),
          account: t("account"),
        }}
      />
    );
  }
  return <AccountIcon href={signedIn ? "/account/overview" : "/user/signin"} label={t("account")} />;
}

export function AccountIcon({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} aria-label={label} className="p-2" data-testid="account-link">
      <UserIcon />
    </Link>
  );
}
