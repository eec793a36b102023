import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/**
 * Rules of POST /api/revalidate: a bearer secret compared in constant time, and a body of cache tags to drop.
 */

/** Both sides are hashed first, so the comparison takes the same time whatever the lengths. */
export function secretMatches(given: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/** `Authorization: Bearer <secret>`, else the `x-revalidate-secret` header. */
export function secretFromHeaders(headers: { get(name: string): string | null }): string | null {
  const auth = headers.get("authorization");
  const bearer = auth?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  return bearer || headers.get("x-revalidate-secret");
}

const TAG = /^[\w:.\-/=+]{1,256}$/;

export const revalidateBody = z.object({
  tags: z
    .array(z.string().regex(TAG, "a tag is 1–256 letters, digits or _ : . - / = +"))
    .min(1, "name at least one tag")
    .max(128, "at most 128 tags per call"),
});
