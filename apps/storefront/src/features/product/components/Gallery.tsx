"use client";

import { type MouseEvent, useState } from "react";
import type { ImgAttrs } from "@/lib/images/Img";

/** Spec §9: at most 4 images until the shopper asks for the rest. */
export const GALLERY_PREVIEW = 4;

// Main image: full width on phones, about half of the 1440px frame from lg (spec breakpoints: lg 1024, xxl 1536).
export const MAIN_SIZES = "(min-width: 1536px) 760px, (min-width: 1024px) 52vw, 100vw";
export const THUMB_SIZES = "160px";

/** One picture with its optimised sources, computed on the server (no image component in the browser). */
export interface GalleryPicture {
  alt: string;
  main: ImgAttrs;
  thumb: ImgAttrs;
}

export interface GalleryLabels {
  viewAll: string;
  showFewer: string;
  zoom: string;
  image: string;
}

export function Gallery({ images, labels }: { images: GalleryPicture[]; labels: GalleryLabels }) {
  const [active, setActive] = useState(0);
  const [showAll, setShowAll] = useState(false);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const current = images[active] ?? images[0];
  const thumbs = showAll ? images : images.slice(0, GALLERY_PREVIEW);

  const track = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  };

  return (
    <div className="flex flex-col gap-3" data-testid="gallery">
      <button
        type="button"
        aria-label={labels.zoom}
        aria-pressed={zoom !== null}
        className="relative block aspect-[1080/1340] w-full cursor-zoom-in overflow-hidden bg-parchment aria-pressed:cursor-zoom-out"
        onPointerEnter={(e) => e.pointerType === "mouse" && track(e)}
        onPointerMove={(e) => zoom && track(e)}
        onPointerLeave={() => setZoom(null)}
        onClick={(e) => (zoom ? setZoom(null) : track(e))}
      >
        {current ? (
          <img
            key={current.main.src}
            {...current.main}
            alt={current.alt}
            fetchPriority="high"
            decoding="sync"
            data-testid="gallery-main"
            className="absolute inset-0 h-full w-full object-cover transition-transform duration-300 ease-out"
            style={zoom ? { transform: "scale(2)", transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
          />
        ) : null}
      </button>
      {images.length > 1 ? (
        <ul className="grid grid-cols-4 gap-3" aria-label={labels.image}>
          {thumbs.map((image, index) => (
            <li key={`${image.main.src}-${index}`}>
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-current={index === active}
                aria-label={image.alt}
                className="relative block aspect-square w-full overflow-hidden bg-parchment opacity-70 transition-opacity hover:opacity-100 aria-[current=true]:opacity-100 aria-[current=true]:outline aria-[current=true]:outline-1 aria-[current=true]:outline-ink"
              >
                <img {...image.thumb} alt="" loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {images.length > GALLERY_PREVIEW ? (
        <button
          type="button"
          onClick={() => setShowAll((v) => !v)}
          className="self-start text-[11px] uppercase tracking-label underline underline-offset-4"
          data-testid="gallery-view-all"
        >
          {showAll ? labels.showFewer : `${labels.viewAll} (${images.length})`}
        </button>
      ) : null}
    </div>
  );
}
