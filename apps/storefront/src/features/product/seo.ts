import type { ProductDetailView } from "./mappers/detail";

/** JSON for a <script> element: `<` is escaped so no string in the data can close the element. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export function productJsonLd(product: ProductDetailView, url: string, imageUrls: string[]) {
  const price = product.price;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    url,
    ...(imageUrls.length > 0 ? { image: imageUrls } : {}),
    ...(product.metaDescription ? { description: product.metaDescription } : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand.name } } : {}),
    ...(price?.amount != null && price.currency
      ? {
          offers: {
            "@type": "Offer",
            url,
            price: price.amount.toFixed(2),
            priceCurrency: price.currency,
            availability: product.stock.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          },
        }
      : {}),
    ...(product.reviewCount > 0 && product.ratingSummary > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: (product.ratingSummary / 20).toFixed(1),
            bestRating: "5",
            reviewCount: product.reviewCount,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: item.url })),
  };
}
