import type { CSSProperties } from "react";

const SLIDE_SECONDS = 4;

/** Each slide holds for its share of the cycle, then fades; written per slide count since offsets cannot be variables. */
export function carouselKeyframes(count: number): string {
  const share = 100 / count;
  const hold = Math.max(share - 3, 0).toFixed(2);
  return `@keyframes shipping-slide-${count}{0%,${hold}%{opacity:1}${share.toFixed(2)}%,100%{opacity:0}}`;
}

/** Slides cycle by CSS alone; before its turn each slide sits at its inline opacity (only the first shows). */
export function ShippingCarousel({ slides, variant }: { slides: string[]; variant: "standard" | "cn" }) {
  if (slides.length === 0) return null;
  const n = slides.length;
  return (
    <div className="relative h-10 overflow-hidden border-b border-line bg-parchment text-center text-[11px] uppercase tracking-label" data-testid={`shipping-carousel-${variant}`}>
      {n > 1 ? <style href={`shipping-slide-${n}`} precedence="default">{carouselKeyframes(n)}</style> : null}
      {slides.map((text, i) => (
        <p
          key={text}
          className="shipping-slide absolute inset-0 flex items-center justify-center px-4"
          style={
            {
              opacity: i === 0 ? 1 : 0,
              animation: n > 1 ? `shipping-slide-${n} ${n * SLIDE_SECONDS}s linear ${i * SLIDE_SECONDS}s infinite` : undefined,
            } as CSSProperties
          }
          aria-hidden={i === 0 ? undefined : true}
        >
          {text}
        </p>
      ))}
    </div>
  );
}
