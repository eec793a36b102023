import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";

export default createMiddleware(routing);

export const config = {
  // Everything except API routes, Next internals and static files; catalogue URLs end in .html and need a locale.
  matcher: "/((?!api/|_next/|_vercel/|.*\\.(?!html$)[^/]*$).*)",
};
