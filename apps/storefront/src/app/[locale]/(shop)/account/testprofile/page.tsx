import { ProfileScreen } from "@/features/account/screens/ProfileScreen";
import { localeParam } from "@/i18n/locale-param";

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <ProfileScreen locale={await localeParam(params)} />;
}
