import { PasswordScreen } from "@/features/account/screens/ProfileScreen";
import { localeParam } from "@/i18n/locale-param";

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <PasswordScreen locale={await localeParam(params)} />;
}
