import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { AltchaDifficulty, CaptchaSettings } from "../../core/captcha.ts";

/**
 * 1,000 PBKDF2 rounds for each of 2,500–5,000 attempts: a second or two of one core, less in a browser that spreads
 * the attempts over the widget's workers. Cheap for a shopper signing in, dear for a script trying thousands of
 * passwords.
 */
export const ALTCHA_DIFFICULTY: AltchaDifficulty = { cost: 1_000, maxCounter: 5_000 };
export const CHALLENGE_TTL_SECONDS = 600;
const ALGORITHM = "PBKDF2/SHA-256";

/** The second secret altcha-lib signs the expected key with, derived from the configured one. */
function keySignatureSecret(hmacKey: string): string {
  return createHmac("sha256", hmacKey).update("altcha derived-key signature").digest("hex");
}

/**
 * A signed challenge whose answer is known to this backend only through its HMAC signature (altcha-lib's
 * deterministic mode), so verifying costs one HMAC rather than the work itself. Nothing is stored.
 */
export function newAltchaChallenge(settings: CaptchaSettings, now: Date): Promise<Challenge> {
  const { cost, maxCounter } = settings.altchaDifficulty ?? ALTCHA_DIFFICULTY;
  return createChallenge({
    algorithm: ALGORITHM,
    cost,
    counter: randomInt(maxCounter, Math.ceil(maxCounter / 2)),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
    hmacSignatureSecret: settings.altchaHmacKey,
    hmacKeySignatureSecret: keySignatureSecret(settings.altchaHmacKey),
  });
}

/** A verified ALTCHA answer: the id it is used up under and when its challenge expires. */
export interface VerifiedAnswer {
  id: string;
  expiresAt: Date;
}

function decodePayload(token: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const payload = JSON.parse(Buffer.from(token, "base64").toString("utf8")) as Record<string, unknown>;
    const challenge = payload.challenge as Challenge | undefined;
    const solution = payload.solution as Solution | undefined;
    if (typeof challenge?.parameters?.nonce !== "string" || typeof challenge.parameters.expiresAt !== "number") return null;
    if (typeof solution !== "object" || solution === null) return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/** Checks the widget's base64 payload: a challenge of ours, unexpired at `now`, with the right answer. */
export async function verifyAltcha(settings: CaptchaSettings, token: string, now: Date): Promise<VerifiedAnswer | null> {
  const payload = decodePayload(token);
  if (!payload) return null;
  const expiresAt = new Date(payload.challenge.parameters.expiresAt! * 1000);
  if (expiresAt <= now) return null;
  const result = await verifySolution({
    ...payload,
    deriveKey,
    hmacSignatureSecret: settings.altchaHmacKey,
    hmacKeySignatureSecret: keySignatureSecret(settings.altchaHmacKey),
  }).catch(() => null);
  return result?.verified ? { id: `altcha:${payload.challenge.parameters.nonce}`, expiresAt } : null;
}
