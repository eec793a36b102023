"use client";

import type { ReactNode } from "react";
import { ClientLink as Link } from "@/i18n/ClientLink";
import { type CardImageSet, cardSources } from "./card-image";
import type { CardPicture } from "./card-picture";
import { CardAddToCart } from "./CardAddToCart";

/**
 * A product card drawn from a small view model (ProductCard computes it on the server): the page's data for
 * hydration carries these few fields per card instead of each card's element tree, and the texts every card shares
 * once (one object, which React sends once and refers to).
 */
export interface CardModel {
  sku: string;
  name: string;
  brand: string | null;
  href: string;
  /**
   * The picture's source, its sizes and widths shared by every card (CardImageSet); or, when next/image answered
   * otherwise, its full optimised sources (`optimised`).
   */
  image: CardPicture | null;
  priority: boolean;
  /** "−20%" style sale text, when on sale. */
  sale: string | null;
  inStock: boolean;
  purchase: "add" | "choose" | "none";
  typename: string;
  finalPrice: { value: number; currency: string } | null;
  /** The price line: shown, and what a screen reader hears, when the price differs from the regular one. */
  price: { current: string; regular: string | null; now: string; was: string } | null;
  /** The add button's named label (its text is the shared one). */
  addNamed: string;
}

export interface CardTexts {
  outOfStock: string;
  chooseOptions: string;
  add: string;
  adding: string;
  failed: string;
}

interface BodyProps {
  card: CardModel;
  texts: CardTexts;
  imageSet: CardImageSet;
  locale: string;
  list: boolean;
  index?: number;
  heart: ReactNode;
}

export function ProductCardBody({ card, texts, imageSet, locale, list, index, heart }: BodyProps) {
  const ratio = list ? "140 / 200" : "216 / 268";
  const image = card.image && ("optimised" in card.image ? card.image : { ...cardSources(card.image.src, imageSet), alt: card.image.alt });
  return (
    <article className={list ? "group relative flex flex-wrap gap-5 md:flex-nowrap md:gap-8" : "group relative"} data-testid="product-card" data-sku={card.sku} data-index={index}>
      <Link href={card.href} className={list ? "flex flex-1 gap-5 md:gap-8" : "block"}>
        <div className={list ? "card-frame w-28 shrink-0 md:w-[140px]" : "card-frame w-full"} style={{ aspectRatio: ratio }}>
          {image ? (
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.sizes}
              alt={image.alt}
              loading={card.priority ? "eager" : "lazy"}
              fetchPriority={card.priority ? "high" : undefined}
              decoding={card.priority ? "sync" : "async"}
              className="card-image"
            />
          ) : null}
          {card.sale ? <span className="absolute left-3 top-3 bg-ivory/90 px-2 py-1 text-[10px] uppercase tracking-label">{card.sale}</span> : null}
          {!card.inStock ? (
            <span className="absolute inset-x-0 bottom-0 bg-ink/80 py-2 text-center text-[10px] uppercase tracking-label text-ivory">{texts.outOfStock}</span>
          ) : null}
        </div>
        <div className={list ? "flex flex-col justify-center gap-2 py-2" : "card-text"}>
          {card.brand ? (
            <p className="card-brand" data-testid="brand">
              {card.brand}
            </p>
          ) : null}
          <h3 className="card-title">{card.name}</h3>
          {card.price ? <CardPrice price={card.price} start={list} /> : null}
        </div>
      </Link>
      {card.purchase !== "none" ? (
        <div className={list ? "basis-full md:absolute md:bottom-2 md:right-0 md:w-40 md:basis-auto" : "mt-3 px-1"}>
          {card.purchase === "add" ? (
            <CardAddToCart
              locale={locale}
              sku={card.sku}
              name={card.name}
              brand={card.brand}
              typename={card.typename}
              price={card.finalPrice}
              labels={{ add: texts.add, adding: texts.adding, addNamed: card.addNamed, failed: texts.failed }}
            />
          ) : (
            // A second link to the same page, so it is skipped by screen readers and the tab order.
            <Link
              href={card.href}
              tabIndex={-1}
              aria-hidden
              data-testid="card-choose-options"
              className="card-choose"
            >
              {texts.chooseOptions}
            </Link>
          )}
        </div>
      ) : null}
      {heart ? <div className={list ? "absolute right-0 top-0" : "absolute right-2 top-2"}>{heart}</div> : null}
    </article>
  );
}

function CardPrice({ price, start }: { price: NonNullable<CardModel["price"]>; start: boolean }) {
  if (!price.regular) {
    return (
      <p className="text-sm tracking-wide" data-testid="price">
        {price.current}
      </p>
    );
  }
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${start ? "justify-start" : "justify-center"} text-sm tracking-wide`} data-testid="price">
      <span className="sr-only">{price.now}</span>
      <span className="whitespace-nowrap text-sale" aria-hidden>
        {price.current}
      </span>
      <span className="sr-only">{price.was}</span>
      <s className="whitespace-nowrap text-stone" aria-hidden>
        {price.regular}
      </s>
    </p>
  );
}
