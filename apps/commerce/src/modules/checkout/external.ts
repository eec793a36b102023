import type { ExternalCheckout } from "../../core/context.ts";

/**
 * Spec §1: with an external checkout, the shopper goes to `{cmsUrl}{syncUrlPath}/token/{token}/cart/{cartId}` (the
 * token segment empty for a guest); without one, the base URL the storefront gave comes back unchanged.
 */
export function externalCheckoutUrl(
  config: ExternalCheckout | null, baseUrl: string, cartId: string, customerToken: string | null,
): string {
  if (!config) return baseUrl;
  const segment = (value: string) => encodeURIComponent(value);
  return `${config.url}${config.path}/token/${segment(customerToken ?? "")}/cart/${segment(cartId)}`;
}
