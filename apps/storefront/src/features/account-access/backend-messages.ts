/**
 * The backend answers in Magento's English words (spec §8). Those the spec lists are shown in the site's language:
 * each known message maps to its key in the SignIn namespace's `backend` group; any other message is shown as the
 * backend wrote it (it is written for shoppers, failure-text.ts).
 */
export const BACKEND_MESSAGES = {
  wrongCredentials: "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.",
  duplicateEmail: "A customer with the same email address already exists in an associated website.",
  passwordClasses:
    "Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.",
  passwordLength: "The password needs at least 8 characters. Create a new password and try again.",
  captchaFailed: "ReCaptcha validation failed, please try again",
  notConfirmed: "This account isn't confirmed. Verify and try again.",
} as const;

export type BackendMessageKey = keyof typeof BACKEND_MESSAGES;

const BY_TEXT = new Map<string, BackendMessageKey>(Object.entries(BACKEND_MESSAGES).map(([key, text]) => [text, key as BackendMessageKey]));

export function backendMessageKey(message: string): BackendMessageKey | null {
  return BY_TEXT.get(message.trim()) ?? null;
}
