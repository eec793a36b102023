import { signOutAndGoHome } from "../actions";

/** Spec §4 "Sign-out" from the account menu: a form, so it works before the page's scripts have loaded. */
export function SignOutButton({ label }: { label: string }) {
  return (
    <form action={signOutAndGoHome}>
      <button type="submit" className="py-1 text-stone hover:text-ink md:pl-3.5" data-testid="account-logout">
        {label}
      </button>
    </form>
  );
}
