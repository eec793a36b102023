import { redirect } from "next/navigation";
import { getPathname } from "@/i18n/navigation";
import { localeParam } from "@/i18n/locale-param";

// /account itself is the overview.
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  redirect(getPathname({ href: "/account/overview", locale: await localeParam(params) }));
}
