import { HomePage } from "@/features/home/HomePage";
import { localeParam } from "@/i18n/locale-param";

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <HomePage locale={await localeParam(params)} />;
}
