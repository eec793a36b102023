/** The Errors namespace's texts for a failed call. */
export type ErrorTexts = (key: "timeout" | "generic") => string;

/**
 * What a shopper reads when a call fails (spec §8): the backend's own message, which is written for shoppers; the
 * time-out text; otherwise the operation's own failure text, or the generic one. Never a transport message, which
 * is in English and speaks of our internals.
 */
export function failureText(error: { kind: string; message: string }, texts: ErrorTexts, fallback?: string): string {
  if (error.kind === "graphql" && error.message.trim()) return error.message;
  if (error.kind === "timeout") return texts("timeout");
  return fallback ?? texts("generic");
}
