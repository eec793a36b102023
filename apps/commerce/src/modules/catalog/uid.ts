import { GraphQlInputError } from "../../core/errors.ts";

export function encodeUid(value: string | number): string {
  return Buffer.from(String(value), "utf8").toString("base64");
}

/** Magento accepts only canonical base64 (re-encoding gives back the input) and says so with this message. */
export function decodeUid(uid: string): string {
  const decoded = Buffer.from(uid, "base64").toString("utf8");
  if (uid === "" || encodeUid(decoded) !== uid) {
    throw new GraphQlInputError(`Value of uid "${uid}" is incorrect.`);
  }
  return decoded;
}

/** A uid that must stand for an integer id (products, categories); null for ids no row can have. */
export function decodeIdUid(uid: string): number | null {
  const decoded = decodeUid(uid);
  if (!/^\d{1,12}$/.test(decoded)) throw new GraphQlInputError(`Value of uid "${uid}" is incorrect.`);
  return toDbId(decoded);
}

const MAX_INT4 = 2147483647;

/** A numeric id string as a database integer, or null when it cannot match any row (keeps SQL in int range). */
export function toDbId(value: string | number): number | null {
  const n = typeof value === "number" ? value : /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_INT4 ? n : null;
}

export const configurableValueUid = (attributeId: number, optionId: number) =>
  encodeUid(`configurable/${attributeId}/${optionId}`);

export const bundleSelectionUid = (optionId: number, selectionId: number, qty: number) =>
  encodeUid(`bundle/${optionId}/${selectionId}/${qty}`);

/** Parses a configurable option value uid; null when it is valid base64 of something else (Magento skips those). */
export function parseConfigurableValueUid(uid: string): { attributeId: number; optionId: number } | null {
  const match = /^configurable\/(\d{1,10})\/(\d{1,10})$/.exec(decodeUid(uid));
  return match ? { attributeId: Number(match[1]), optionId: Number(match[2]) } : null;
}
