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
              <div className="pb-6 text-sm leading-relaxed text-ink/85 [&_h2]:mb-2 [&_h2]:mt-5 [&_h2]:font-display [&_h2]:text-lg [&_h3]:mb-2 [&_h3]:mt-5 [&_h3]:font-display [&_h3]:text-lg [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5" dangerouslySetInnerHTML={{ __html: s.html }} />
            ) : (
              <p className="pb-6 text-sm leading-relaxed text-ink/85">{s.text}</p>
            )}
          </details>
        ) : null,
      )}
    </div>
  );
}
