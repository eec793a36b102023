import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { GraphQlInputError } from "../../core/errors.ts";

/** Magento's defaults (customer/password/minimum_password_length, required_character_classes_number). */
export const MIN_PASSWORD_LENGTH = 8;
export const REQUIRED_CHARACTER_CLASSES = 3;
/** Magento's AccountManagement::MAX_PASSWORD_LENGTH. */
const MAX_PASSWORD_LENGTH = 256;

const CHARACTER_CLASSES = [/[0-9]/, /[a-z]/, /[A-Z]/, /[^a-zA-Z0-9]/];

/**
 * Magento's password rules and messages (AccountManagement::checkPasswordStrength and the credentials validator),
 * in its order. Lengths count characters, not bytes.
 */
export function checkNewPassword(password: string, email: string): void {
  if (password.toLowerCase() === email.toLowerCase()) {
    throw new GraphQlInputError("The password can't be the same as the email address. Create a new password and try again.");
  }
  const length = [...password].length;
  if (length > MAX_PASSWORD_LENGTH) {
    throw new GraphQlInputError(`Please enter a password with at most ${MAX_PASSWORD_LENGTH} characters.`);
  }
  if (length < MIN_PASSWORD_LENGTH) {
    throw new GraphQlInputError(
      `The password needs at least ${MIN_PASSWORD_LENGTH} characters. Create a new password and try again.`,
    );
  }
  if (password.trim() !== password) {
    throw new GraphQlInputError("The password can't begin or end with a space. Verify the password and try again.");
  }
  if (CHARACTER_CLASSES.filter((re) => re.test(password)).length < REQUIRED_CHARACTER_CLASSES) {
    throw new GraphQlInputError(
      `Minimum of different classes of characters in password is ${REQUIRED_CHARACTER_CLASSES}. ` +
        "Classes of characters: Lower Case, Upper Case, Digits, Special Characters.",
    );
  }
}

/**
 * An argon2id hash with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's recommended minimum), in PHC form
 * so that the parameters travel with each hash and can be raised later.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether a password matches a stored hash. A hash that cannot be parsed never matches. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash no password matches, verified in place of an unknown account's, so that "no such account" costs the same
 * argon2 work as "wrong password" and the answer's timing tells them apart no better than its message.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hash(randomBytes(32).toString("base64url"));
  return dummy;
}
