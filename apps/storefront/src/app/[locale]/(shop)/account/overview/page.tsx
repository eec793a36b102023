import { OverviewScreen } from "@/features/account/screens/OverviewScreen";
import { localeParam } from "@/i18n/locale-param";

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <OverviewScreen locale={await localeParam(params)} />;
}
