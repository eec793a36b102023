import { Suspense } from "react";
import { AccountLoading } from "@/features/account/AccountFrame";
import { OrderScreen } from "@/features/account/screens/OrdersScreen";
import { localeParam } from "@/i18n/locale-param";

interface Props {
  params: Promise<{ locale: string; orderId: string }>;
}

// `{orderId}` is request data: even the locale is read inside the boundary, so the frame prerenders.
export default function Page({ params }: Props) {
  return (
    <Suspense fallback={<AccountLoading />}>
      <Body params={params} />
    </Suspense>
  );
}

async function Body({ params }: Props) {
  return <OrderScreen locale={await localeParam(params)} orderId={params.then((p) => p.orderId)} />;
}
