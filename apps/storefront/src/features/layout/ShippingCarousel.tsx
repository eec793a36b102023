import type { CSSProperties } from "react";

/** Slides cycle by CSS alone (one keyframe timeline, each slide delayed); reduced motion shows the first only. */
export function ShippingCarousel({ slides, variant }: { slides: string[]; variant: "standard" | "cn" }) {
  if (slides.length === 0) return null;
  const period = slides.length * 4;
  return (
    <div className="relative h-10 overflow-hidden border-b border-line bg-parchment text-center text-[11px] uppercase tracking-label" data-testid={`shipping-carousel-${variant}`}>
      {slides.map((text, i) => (
        <p
          key={text}
          className="shipping-slide absolute inset-0 flex items-center justify-center px-4"
          style={{ "--period": `${period}s`, "--delay": `${i * 4}s`, opacity: i === 0 ? 1 : 0 } as CSSProperties}
          aria-hidden={i === 0 ? undefined : true}
        >
          {text}
        </p>
      ))}
    </div>
  );
}
