import type { ProductCardView } from "../mappers";
import { ProductCard } from "./ProductCard";

/**
 * A grid of cards below other content (the home page's bestsellers, under the hero and the departments): its pictures
 * load lazily and at default priority, so they never compete with the page's largest image.
 */
export function ProductGrid({ products }: { products: ProductCardView[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 md:gap-x-6 lg:grid-cols-4 lg:gap-y-14">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
