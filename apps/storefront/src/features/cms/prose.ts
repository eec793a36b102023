/**
 * Typography for editor-written HTML, as Tailwind descendant variants: CMS markup carries no utility classes, so
 * the container styles its headings, paragraphs, lists and links.
 */
export const cmsProse = [
  "text-[15px] leading-[1.8] text-ink/85",
  "[&_h1]:font-display [&_h1]:text-4xl [&_h1]:font-light [&_h1]:mt-12 [&_h1]:mb-4",
  "[&_h2]:font-display [&_h2]:text-3xl [&_h2]:font-light [&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-ink",
  "[&_h3]:font-display [&_h3]:text-2xl [&_h3]:font-light [&_h3]:mt-10 [&_h3]:mb-3 [&_h3]:text-ink",
  "[&_h4]:mt-8 [&_h4]:mb-2 [&_h4]:text-[11px] [&_h4]:uppercase [&_h4]:tracking-label",
  "[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5",
  "[&_a]:underline [&_a]:decoration-line [&_a]:underline-offset-4 hover:[&_a]:decoration-ink",
  "[&_img]:my-8 [&_img]:h-auto [&_img]:max-w-full",
  "[&_table]:my-6 [&_table]:w-full [&_td]:border-b [&_td]:border-line [&_td]:py-2 [&_th]:py-2 [&_th]:text-left",
  "[&>*:first-child]:mt-0",
].join(" ");
