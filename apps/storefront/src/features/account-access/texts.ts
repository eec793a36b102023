/** The texts the sign-in pages hand their client components (no message catalogue goes to the browser). */
import type { FormMessage } from "./schemas";

export type PageTexts = Record<
  | "signInHeading" | "signInIntro" | "byEmail" | "byPhone" | "signInMethod" | "email" | "phone" | "phoneHint" | "password"
  | "signIn" | "forgotten" | "forgotHeading" | "forgotIntro" | "sendLink" | "backToSignIn" | "registerHeading"
  | "registerIntro" | "firstname" | "lastname" | "phoneOptional" | "newPassword" | "confirmPassword" | "subscribe"
  | "register" | "resetHeading" | "resetIntro" | "resetInvalidLink" | "savePassword" | "confirmHeading" | "confirming"
  | "goToSignIn" | "captchaWorking" | "captchaReady" | "captchaFailed" | "working",
  string
>;

export type FormTexts = Record<FormMessage, string>;

export interface AccessTexts {
  page: PageTexts;
  form: FormTexts;
}
