import type { SiteCode } from "@/lib/markets/markets";
import { Flag } from "./flags";
import { SiteDialog } from "./SiteDialog";

export interface SiteOption {
  site: SiteCode;
  name: string;
  href: string;
  current: boolean;
}

/** A native modal dialog listing the sites; choosing one is a full navigation to that site's home. */
export function SiteSelector({ sites, label, title, closeLabel }: { sites: SiteOption[]; label: string; title: string; closeLabel: string }) {
  const current = sites.find((s) => s.current);
  return (
    <SiteDialog
      // The visible site code is part of the name (WCAG 2.5.3).
      label={current ? `${label} ${current.site}` : label}
      title={title}
      closeLabel={closeLabel}
      button={
        <>
          {current ? <Flag site={current.site} /> : null}
          <span className="hidden lg:inline">{current?.site}</span>
        </>
      }
    >
      <ul className="divide-y divide-line border-y border-line">
        {sites.map((s) => (
          <li key={s.site}>
            <a
              href={s.href}
              aria-current={s.current ? "true" : undefined}
              className="site-choice"
              data-testid={`site-${s.site}`}
            >
              <Flag site={s.site} />
              <span>{s.name}</span>
              {s.current ? <span className="ml-auto text-[10px] uppercase tracking-label text-stone">✓</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </SiteDialog>
  );
}
