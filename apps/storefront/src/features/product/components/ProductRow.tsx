import { ProductCard } from "@/features/catalog/components/ProductCard";
import type { ProductCardView } from "@/features/catalog/mappers";

/** Related and upsell products: one swipeable row on phones, four across from lg. */
export function ProductRow({ title, products, testId }: { title: string; products: ProductCardView[]; testId: string }) {
  if (products.length === 0) return null;
  const id = `${testId}-title`;
  return (
    <section aria-labelledby={id} className="below-fold border-t border-line pt-14" data-testid={testId}>
      <h2 id={id} className="mb-10 text-center font-display text-3xl font-light">
        {title}
      </h2>
      <ul className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 md:mx-0 md:grid md:grid-cols-3 md:gap-8 md:overflow-visible md:px-0 lg:grid-cols-4">
        {products.slice(0, 8).map((p) => (
          <li key={p.id} className="w-[62vw] shrink-0 snap-start md:w-auto">
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
