/** The bottom cart bar is hidden wherever the path contains `/cart`. */
export function showsBottomCartBar(pathname: string): boolean {
  return !pathname.includes("/cart");
}
