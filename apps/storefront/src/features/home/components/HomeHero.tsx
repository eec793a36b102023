import { Img } from "@/lib/images/Img";
import { sanitizeWithLeadImage } from "@/lib/html/sanitize";

/**
 * The home-hero CMS block: its first image is rendered with next/image (sized and preloaded, it is the page's
 * largest paint), the rest of the block's copy beside it.
 */
export function HomeHero({ html, localePrefix, fallbackAlt }: { html: string; localePrefix: string; fallbackAlt: string }) {
  const { html: copy, image } = sanitizeWithLeadImage(html, { localePrefix });
  return (
    <section className="grid bg-parchment md:grid-cols-12" data-testid="home-hero">
      {image ? (
        <div className="relative aspect-[4/3] md:col-span-7 md:aspect-auto md:min-h-[560px]">
          <Img
            src={image.src}
            alt={image.alt || fallbackAlt}
            fill
            sizes="(min-width: 768px) 58vw, 100vw"
            preload
            className="object-cover"
          />
        </div>
      ) : null}
      <div
        className={`flex min-h-[420px] items-center justify-center px-8 py-14 text-center md:px-14 ${image ? "md:col-span-5" : "md:col-span-12"} [&_.eyebrow]:text-[11px] [&_.eyebrow]:uppercase [&_.eyebrow]:tracking-label [&_.eyebrow]:text-stone [&_h2]:mt-5 [&_h2]:text-balance [&_h2]:font-display [&_h2]:text-4xl [&_h2]:font-light [&_h2]:leading-[1.1] lg:[&_h2]:text-6xl [&_p:not(.eyebrow)]:mx-auto [&_p:not(.eyebrow)]:mt-5 [&_p:not(.eyebrow)]:max-w-sm [&_p:not(.eyebrow)]:text-sm [&_p:not(.eyebrow)]:leading-relaxed [&_p:not(.eyebrow)]:text-ink/75 [&_a]:mt-9 [&_a]:inline-block [&_a]:bg-ink [&_a]:px-9 [&_a]:py-3.5 [&_a]:text-[11px] [&_a]:uppercase [&_a]:tracking-label [&_a]:text-ivory hover:[&_a]:bg-ink/85`}
      >
        <div dangerouslySetInnerHTML={{ __html: copy }} />
      </div>
    </section>
  );
}
