"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { captchaAction } from "../actions";
import type { CaptchaSetup } from "../captcha";

export type CaptchaStatus = "idle" | "working" | "ready" | "failed";

/** How long one ALTCHA solve may take before the shopper is asked to try again. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * The captcha answer of one form (spec §5 "Recaptcha"): each submission needs a fresh one, which the backend takes
 * in the `X-ReCaptcha` header. The ALTCHA proof of work starts when the shopper first enters the form (`prepare`,
 * so a page of several forms does not solve for all of them), and the next starts after each use.
 */
export function useCaptcha(locale: string) {
  const [status, setStatus] = useState<CaptchaStatus>("idle");
  const pending = useRef<Promise<string | null> | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const prepare = useCallback(() => {
    if (pending.current) return;
    setStatus("working");
    const answer = nextAnswer(locale).catch(() => null);
    pending.current = answer;
    void answer.then((token) => {
      if (mounted.current && pending.current === answer) setStatus(token ? "ready" : "failed");
    });
  }, [locale]);

  /** The answer for this submission; null when none could be had (the backend then answers its own message). */
  const take = useCallback(async (): Promise<string | null> => {
    prepare();
    const answer = pending.current;
    const token = answer ? await answer : null;
    pending.current = null;
    setStatus("idle");
    return token;
  }, [prepare]);

  return { status, prepare, take };
}

async function nextAnswer(locale: string): Promise<string | null> {
  const setup: CaptchaSetup = await captchaAction(locale);
  if (setup.type === "altcha") return solveAltcha(setup.challenge);
  if (setup.type === "recaptcha") return recaptchaToken(setup.siteKey);
  return null;
}

/**
 * Solves an ALTCHA challenge in the browser with WebCrypto's PBKDF2 (off the main thread in every engine): a few
 * searches over interleaved counters run at once, the first answer wins and stops the others. The widget's payload
 * (base64 JSON of the challenge and its solution) is what the backend verifies.
 */
async function solveAltcha(challengeJson: string): Promise<string | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import("altcha-lib"), import("altcha-lib/algorithms/web/pbkdf2")]);
  const challenge = JSON.parse(challengeJson) as Parameters<typeof solveChallenge>[0]["challenge"];
  const lanes = Math.max(2, Math.min(4, navigator.hardwareConcurrency || 2));
  const controller = new AbortController();
  const searches = Array.from({ length: lanes }, (_, lane) =>
    solveChallenge({ challenge, deriveKey, controller, counterStart: lane, counterStep: lanes, timeout: SOLVE_TIMEOUT_MS }).then((solution) =>
      solution ? solution : Promise.reject(new Error("no solution")),
    ),
  );
  try {
    const solution = await Promise.any(searches);
    return btoa(JSON.stringify({ challenge, solution }));
  } catch {
    return null;
  } finally {
    controller.abort();
  }
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** reCAPTCHA v3 (configured sites only, never cn): Google's script once, then a token per submission. */
async function recaptchaToken(siteKey: string): Promise<string | null> {
  const w = window as typeof window & { grecaptcha?: Grecaptcha };
  if (!w.grecaptcha) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error("reCAPTCHA could not load"));
      document.head.appendChild(script);
    });
  }
  const grecaptcha = w.grecaptcha;
  if (!grecaptcha) return null;
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action: "submit" });
}
