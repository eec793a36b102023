"use client";

import { useEffect, useId, useRef, useState, useTransition } from "react";
import { ClientLink } from "@/i18n/ClientLink";
import { signOutAction } from "../actions";

/** Spec §9: the account hover menu closes 1000 ms after the pointer leaves. */
export const ACCOUNT_MENU_CLOSE_MS = 1000;

export interface AccountMenuTexts {
  greeting: string;
  orders: string;
  profile: string;
  addresses: string;
  logout: string;
  account: string;
}

/**
 * Spec §2.7: the signed-in shopper's first initial; hovering (or focusing, or clicking) opens the menu, which closes
 * 1000 ms after the pointer leaves, on Escape, or when focus leaves it. "Log out" revokes the token, clears the
 * session and the cart, and goes home.
 */
export function AccountMenu({
  locale,
  initial,
  texts,
  onSignOut,
}: {
  locale: string;
  initial: string;
  texts: AccountMenuTexts;
  /** Told when "Log out" is chosen, before the server has answered (a page whose header is not its server render's). */
  onSignOut?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const closeLater = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), ACCOUNT_MENU_CLOSE_MS);
  };
  useEffect(() => cancelClose, []);

  const entries = [
    { href: "/account/overview", label: texts.greeting, testId: "account-menu-overview" },
    { href: "/account/order", label: texts.orders, testId: "account-menu-orders" },
    { href: "/account/profile", label: texts.profile, testId: "account-menu-profile" },
    { href: "/account/address", label: texts.addresses, testId: "account-menu-addresses" },
  ];

  return (
    <div
      ref={root}
      className="relative"
      onPointerEnter={show}
      onPointerLeave={closeLater}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          setOpen(false);
          root.current?.querySelector("button")?.focus();
        }
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      data-testid="account-area"
    >
      <button
        type="button"
        aria-label={texts.account}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? setOpen(false) : show())}
        className="mx-1 flex h-8 w-8 items-center justify-center rounded-full bg-ink font-sans-medium text-sm text-ivory"
        data-testid="account-initial"
      >
        {initial}
      </button>
      <div id={`${id}-menu`} hidden={!open} className="absolute right-0 top-full z-40 mt-2 min-w-56 border border-line bg-ivory py-2 shadow-lg" data-testid="account-menu">
        <ul>
          {entries.map((entry) => (
            <li key={entry.href}>
              <ClientLink href={entry.href} onClick={() => setOpen(false)} className="block px-5 py-2 text-sm hover:bg-parchment" data-testid={entry.testId}>
                {entry.label}
              </ClientLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              disabled={pending}
              onClick={() => {
                onSignOut?.();
                startTransition(() => signOutAction(locale));
              }}
              className="block w-full px-5 py-2 text-left text-sm hover:bg-parchment disabled:opacity-60"
              data-testid="account-menu-logout"
            >
              {texts.logout}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
