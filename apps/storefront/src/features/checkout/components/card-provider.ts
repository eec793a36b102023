/**
 * The card provider's browser part, loaded only on the payment step (and only when card payment is offered). With a
 * hosted card page the card is typed on the provider's own page: this part sends the shopper there and is told how
 * they come back through the return URL the server gave the session (the page's origin + /pay-result).
 */
export interface HostedCardStart {
  /** The provider's hosted page for this session. */
  url: string;
}

/** Only http(s) pages: a session answer can never make this page run a `javascript:` URL. */
export function safeHostedUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

export function startHostedPayment({ url }: HostedCardStart, go: (url: string) => void = (u) => window.location.assign(u)): boolean {
  const safe = safeHostedUrl(url);
  if (!safe) return false;
  go(safe);
  return true;
}
