import { decodeHTML } from "entities";
import { htmlToText, sanitizeHtml } from "@/lib/html/sanitize";

export interface FooterLink {
  label: string;
  href: string;
}

/** The `<a>` elements of a links block, in order; only site-relative targets survive (the footer uses Link). */
export function linksFromHtml(html: string | null | undefined): FooterLink[] {
  const clean = sanitizeHtml(html);
  const out: FooterLink[] = [];
  for (const m of clean.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi)) {
    const href = decodeHTML(m[1]!);
    const label = htmlToText(m[2]!);
    if (label && href.startsWith("/") && !href.startsWith("//")) out.push({ label, href });
  }
  return out;
}

/** The `<li>` texts of a list block (the shipping carousel's slides). */
export function itemsFromHtml(html: string | null | undefined): string[] {
  const clean = sanitizeHtml(html);
  return [...clean.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => htmlToText(m[1]!)).filter(Boolean);
}
