import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A random secret for a bearer token, a reset token or a confirmation key: 256 bits, base64url (43 characters). */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database keeps of a secret: its SHA-256 (hex). The secrets are random and long, so a fast hash is enough
 * to make a copy of the database useless for signing in or resetting a password.
 */
export function digest(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** Whether a secret matches a stored digest, in time independent of where they differ. */
export function matchesDigest(secret: string, stored: string | null): boolean {
  if (!stored) return false;
  const a = Buffer.from(digest(secret), "hex");
  const b = Buffer.from(stored, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
