import { AddressBookScreen } from "@/features/account/screens/AddressScreens";
import { localeParam } from "@/i18n/locale-param";

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <AddressBookScreen locale={await localeParam(params)} />;
}
