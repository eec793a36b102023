// Links and paths per site without next-intl's navigation helpers: their Link is a client component that needs the
// message provider and its formatting runtime in the browser, and merely importing them puts it in every page.
export { ClientLink as Link } from "./ClientLink";
export { getPathname } from "./site-prefix";
