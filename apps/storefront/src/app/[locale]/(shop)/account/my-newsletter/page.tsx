import { NewsletterScreen } from "@/features/account/screens/ProfileScreen";
import { localeParam } from "@/i18n/locale-param";

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <NewsletterScreen locale={await localeParam(params)} />;
}
