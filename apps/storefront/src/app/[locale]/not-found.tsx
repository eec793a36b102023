import { getLocale } from "next-intl/server";
import { NotFoundView } from "@/features/layout/NotFoundView";
import { DefaultFrame } from "@/features/layout/Frames";

export default async function NotFound() {
  const locale = await getLocale();
  return (
    <DefaultFrame locale={locale}>
      <NotFoundView />
    </DefaultFrame>
  );
}
