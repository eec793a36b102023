/**
 * Spec §2.3: `/checkout/user-account?accountType={accountType}` is the guest's entry to the checkout, and whoever
 * starts the go-to-checkout action names the choice the step opens on: checking out as a guest, signing in, or
 * registering. A missing or unknown value opens on the guest's e-mail, the choice that always leads on.
 */
export const ACCOUNT_CHOICES = ["guest", "signin", "register"] as const;
export type AccountChoice = (typeof ACCOUNT_CHOICES)[number];

export const ACCOUNT_STEP = "/checkout/user-account";

/** The choice a query value names (the first, when the parameter is repeated). */
export function accountChoice(value: string | string[] | undefined): AccountChoice {
  const first = Array.isArray(value) ? value[0] : value;
  return ACCOUNT_CHOICES.find((c) => c === first?.trim().toLowerCase()) ?? "guest";
}

/** The account step opened on one choice, as a locale-free href for the i18n navigation helpers. */
export function accountStepHref(choice: AccountChoice) {
  return { pathname: ACCOUNT_STEP, query: { accountType: choice } } as const;
}

/**
 * The order of the step's panels: the chosen one first (first on a phone, left on a wide screen), then the guest's
 * e-mail or the other way in. Sign-in and registration share one place: only the chosen one of them is shown.
 */
export function accountPanels(choice: AccountChoice): [AccountChoice, AccountChoice] {
  if (choice === "guest") return ["guest", "signin"];
  return [choice, "guest"];
}
