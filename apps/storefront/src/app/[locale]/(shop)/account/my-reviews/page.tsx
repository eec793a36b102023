import { ReviewsScreen } from "@/features/account/screens/ReviewsCreditScreens";
import { localeParam } from "@/i18n/locale-param";
import type { SearchParams } from "@/lib/url/search-params";

export default async function Page({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  return <ReviewsScreen locale={await localeParam(params)} searchParams={searchParams} />;
}
