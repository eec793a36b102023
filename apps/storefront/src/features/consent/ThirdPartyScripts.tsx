"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { chatAllowedOn, CONSENT_EVENT, type ConsentChoice, readConsentCookie } from "./consent";

function useConsent(): ConsentChoice | null {
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  useEffect(() => {
    setChoice(readConsentCookie(document.cookie));
    const onChange = (e: Event) => setChoice((e as CustomEvent<ConsentChoice>).detail);
    window.addEventListener(CONSENT_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_EVENT, onChange);
  }, []);
  return choice;
}

function loadScript(id: string, src: string) {
  if (document.getElementById(id)) return;
  const script = document.createElement("script");
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** The site's tag manager, loaded only once the shopper allowed analytics. */
export function TagManager({ id }: { id: string }) {
  const consent = useConsent();
  useEffect(() => {
    if (!consent?.analytics) return;
    window.dataLayer ??= [];
    window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    loadScript("gtm", `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
  }, [consent, id]);
  return null;
}

export function ChatWidget({ src }: { src: string }) {
  const pathname = usePathname();
  const allowed = chatAllowedOn(pathname);
  useEffect(() => {
    if (allowed) loadScript("support-chat", src);
    // The widget lives outside React; hide it where it must not show instead of tearing it down.
    const root = document.getElementById("support-chat-root");
    if (root) root.hidden = !allowed;
  }, [allowed, src]);
  return null;
}
