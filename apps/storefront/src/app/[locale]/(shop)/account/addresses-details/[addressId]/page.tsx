import { Suspense } from "react";
import { AccountLoading } from "@/features/account/AccountFrame";
import { AddressDetailsScreen } from "@/features/account/screens/AddressScreens";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string; addressId: string }>;
}

// /account/addresses-details/create adds an address; /account/addresses-details/{id} edits one.
export default function Page({ params }: Props) {
  return (
    <Suspense fallback={<AccountLoading />}>
      <Body params={params} />
    </Suspense>
  );
}

async function Body({ params }: Props) {
  return <AddressDetailsScreen locale={await localeParam(params)} addressId={params.then((p) => p.addressId)} />;
}
