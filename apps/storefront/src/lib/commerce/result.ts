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

export function mapResult<T, U>(result: Result<T>, fn: (data: T) => U): Result<U> {
  return result.ok ? ok(fn(result.data)) : result;
}
