import type { SiteCode } from "@/lib/markets/markets";

// Simplified flags, drawn small: enough to recognise the country at icon size.
const flags: Record<SiteCode, React.ReactNode> = {
  gb: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.5" />
    </>
  ),
  cn: (
    <>
      <rect width="30" height="20" fill="#DE2910" />
      <path d="M6 3l1.2 3.6H11L8 8.8l1.1 3.6L6 10.2 2.9 12.4 4 8.8 1 6.6h3.8z" fill="#FFDE00" />
    </>
  ),
  us: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#B22234" />
      ))}
      <rect width="12" height={(7 * 20) / 13} fill="#3C3B6E" />
    </>
  ),
  mex: (
    <>
      <rect width="10" height="20" fill="#006847" />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill="#CE1126" />
      <circle cx="15" cy="10" r="2.2" fill="#8C6A2F" />
    </>
  ),
};

export function Flag({ site }: { site: SiteCode }) {
  return (
    <svg width="24" height="16" viewBox="0 0 30 20" aria-hidden className="shrink-0 border border-line">
      {flags[site]}
    </svg>
  );
}
