/** Full description and details as native disclosures: no script, and the text stays in the HTML for search. */
export function Descriptions({ sections }: { sections: { title: string; html?: string; text?: string; open?: boolean }[] }) {
  return (
    <div className="border-b border-line">
      {sections.map((s) =>
        s.html || s.text ? (
          <details key={s.title} open={s.open} className="group border-t border-line">
            <summary className="flex cursor-pointer list-none items-center justify-between py-4 text-[11px] uppercase tracking-label">
              {s.title}
              <span aria-hidden className="text-base transition-transform group-open:rotate-45">+</span>
            </summary>
            {s.html ? (
              <div className="product-copy pb-6 text-sm leading-relaxed text-ink/85" dangerouslySetInnerHTML={{ __html: s.html }} />
            ) : (
              <p className="pb-6 text-sm leading-relaxed text-ink/85">{s.text}</p>
            )}
          </details>
        ) : null,
      )}
    </div>
  );
}
