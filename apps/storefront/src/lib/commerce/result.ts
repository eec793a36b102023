export type CommerceErrorKind = "network" | "timeout" | "graphql" | "http";

export interface CommerceError {
  kind: CommerceErrorKind;
  message: string;
  /** Magento's `extensions.category` (graphql-input, graphql-no-such-entity …) for GraphQL errors. */
  category?: string;
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: CommerceError };

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });

export const fail = (kind: CommerceErrorKind, message: string, category?: string): Result<never> => ({
  ok: false,
  error: category ? { kind, message, category } : { kind, message },
});

/** Magento's category for a missing, expired or revoked customer token (spec §4 "Forced sign-out"). */
export const AUTHORIZATION_CATEGORY = "graphql-authorization";

export function isAuthorizationError(error: { category?: string } | object): boolean {
  return "category" in error && error.category === AUTHORIZATION_CATEGORY;
}

export function mapResult<T, U>(result: Result<T>, fn: (data: T) => U): Result<U> {
  return result.ok ? ok(fn(result.data)) : result;
}
