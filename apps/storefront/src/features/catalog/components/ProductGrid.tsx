import type { ProductCardView } from "../mappers";
import { ProductCard } from "./ProductCard";

/** Cards in the first row are above the fold on desktop: load them without waiting for layout. */
const EAGER = 4;

export function ProductGrid({ products }: { products: ProductCardView[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 md:gap-x-6 lg:grid-cols-4 lg:gap-y-14">
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} priority={i < EAGER} />
        </li>
      ))}
    </ul>
  );
}
