"use client";

import { Suspense, useEffect, useId, useRef, useState } from "react";
import type { AccessTexts } from "@/features/account-access/texts";
import { gate, lazyPart } from "./lazy-part";

/** Opened by the shopper's first move towards the sign-in panel shown beside the guest's e-mail. */
const approached = gate();
const loadSignIn = () => import("@/features/account-access/components/SignInForms").then((m) => m.SignInForms);
const SignIn = lazyPart(loadSignIn);
const SignInWhenApproached = lazyPart(loadSignIn, approached);
const Register = lazyPart(() => import("@/features/account-access/components/RegisterForm").then((m) => m.RegisterForm));

/**
 * What announces a shopper about to use the panel: a pointer over it or moving in it (a pointer that arrives
 * without moving in from elsewhere gives no "over"), a press, a touch, the focus (keyboard) inside it. Heard on the
 * window as they start: React stops some of them (focusin, pointerover) at its root while their target waits to
 * hydrate, to replay them afterwards.
 */
const APPROACH = ["pointerover", "pointermove", "pointerdown", "touchstart", "focusin"] as const;

/**
 * The account step's sign-in or registration panel. Their forms (fields, checks, captcha) are a chunk of their own:
 * loaded at once when the shopper chose the panel (`accountType`), and when it only stands beside the chosen guest
 * e-mail (`whenApproached`), not before the shopper points at it, touches it or tabs into it. Until then the
 * server's rendering of the forms is shown as it is, so the step looks the same and nothing moves when they load.
 * A step reached by a client-side navigation has no such rendering: its panel loads at once.
 */
export function AccessPanel({ form, whenApproached = false, locale, texts }: { form: "signin" | "register"; whenApproached?: boolean; locale: string; texts: AccessTexts }) {
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  // Waiting needs the server's rendering of the forms to show meanwhile: it is there when the page was loaded with
  // it (this render hydrates it), not when the step was reached by a client-side navigation, whose panel then loads
  // at once. Decided once, so the part never changes under a boundary still waiting to hydrate.
  const [late] = useState(() => whenApproached && typeof document !== "undefined" && document.getElementById(id) !== null);
  useEffect(() => {
    const element = box.current;
    if (!late || !element) return;
    const wake = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) approached.open();
    };
    for (const type of APPROACH) window.addEventListener(type, wake, { capture: true, passive: true });
    return () => {
      for (const type of APPROACH) window.removeEventListener(type, wake, { capture: true });
    };
  }, [late]);
  const Form = form === "register" ? Register : late ? SignInWhenApproached : SignIn;
  return (
    <div ref={box} id={id} data-testid={`account-${form}-part`}>
      <Suspense fallback={null}>
        <Form locale={locale} texts={texts} after="checkout" />
      </Suspense>
    </div>
  );
}
