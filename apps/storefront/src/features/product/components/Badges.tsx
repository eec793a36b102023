const BADGES = ["duty", "worldwideDelivery", "freeShipping", "freeInternationalShipping", "safeToPay"] as const;
export type BadgeKey = (typeof BADGES)[number];

const ICONS: Record<BadgeKey, string> = {
  duty: "M4 7h16M4 12h16M4 17h10",
  worldwideDelivery: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18",
  freeShipping: "M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1",
  freeInternationalShipping: "M3 12h13M12 7l5 5-5 5M20 5v14",
  safeToPay: "M12 3l7 3v5c0 5-3.5 8.5-7 10-3.5-1.5-7-5-7-10V6l7-3Zm-3 9 2 2 4-4",
};

/** The marketing badges (spec §1) and the delivery time line. */
export function Badges({ labels, delivery }: { labels: Record<BadgeKey, string>; delivery: string }) {
  return (
    <div className="space-y-4 border-t border-line pt-6">
      <p className="text-sm" data-testid="delivery-time">{delivery}</p>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-3 text-[12px] text-stone sm:grid-cols-3">
        {BADGES.map((key) => (
          <li key={key} className="flex items-center gap-2">
            <svg viewBox="0 0 24 24" className="h-4 w-4 shrink-0 fill-none stroke-ink stroke-[1.2]" aria-hidden>
              <path d={ICONS[key]} />
            </svg>
            {labels[key]}
          </li>
        ))}
      </ul>
    </div>
  );
}
