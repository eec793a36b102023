/**
 * Browser-test fixtures that no shopper action can produce, prepared in the embedded data directory before the
 * backend starts (the browser suites run this, then start the backend on the same DATA_DIR). Prints one JSON line.
 *
 * - soldOutCartId: a gb guest cart holding one product that has since sold out (it was in stock when added), as
 *   happens when the last one is bought by someone else. The product is out of stock in the seeded catalogue; it
 *   is put back in stock only for the moment of the add, so the catalogue stays as seeded.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { loadCommerceConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { acquireDataDirLock } from "../db/lock.ts";
import { migrate } from "../db/migrate.ts";
import { products } from "../modules/catalog/tables.ts";
import { reindex } from "../modules/search/indexer.ts";
import { seedIfEmpty } from "../seed/index.ts";
import { createCommerceApp } from "../server/app.ts";

/** A watch that is sold out in the demo catalogue. */
export const SOLD_OUT_SKU = "NOV-001059";

const loaded = loadCommerceConfig();
if (!loaded.ok) {
  process.stderr.write(`${loaded.errors.join("\n")}\n`);
  process.exit(1);
}
const { config } = loaded;
if (config.databaseUrl) {
  process.stderr.write("The browser-test fixtures are for the embedded database only.\n");
  process.exit(1);
}

const release = await acquireDataDirLock(config.dataDir);
const database = await openDatabase({ dataDir: config.databaseDir });
try {
  await migrate(database);
  const { seeded } = await seedIfEmpty(database, {
    onProgress: (step, done, total) => {
      if (done === total) process.stderr.write(`seed ${step}: ${done}/${total}\n`);
    },
  });
  if (seeded) await reindex(database);

  const app = createCommerceApp({ database, mediaDir: undefined, production: false });
  const graphql = async (query: string, variables: Record<string, unknown>) => {
    const response = await app.fetch(
      new Request("http://localhost/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", store: "default" },
        body: JSON.stringify({ query, variables }),
      }),
    );
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join("; "));
    return body.data ?? {};
  };

  const [product] = await database.db.select({ id: products.id, qty: products.qty, isInStock: products.isInStock }).from(products).where(eq(products.sku, SOLD_OUT_SKU));
  if (!product) throw new Error(`The demo catalogue has no ${SOLD_OUT_SKU}.`);
  const soldOutCartId = randomBytes(16).toString("hex");
  await database.db.update(products).set({ qty: 5, isInStock: true }).where(eq(products.id, product.id));
  try {
    await graphql("mutation ($id: String!) { createEmptyCart(input: { cart_id: $id }) }", { id: soldOutCartId });
    const added = await graphql(
      "mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }",
      { id: soldOutCartId, sku: SOLD_OUT_SKU },
    );
    const errors = (added.addProductsToCart as { user_errors: { message: string }[] }).user_errors;
    if (errors.length) throw new Error(errors.map((e) => e.message).join("; "));
  } finally {
    await database.db.update(products).set({ qty: product.qty, isInStock: product.isInStock }).where(eq(products.id, product.id));
  }
  if (product.isInStock) throw new Error(`${SOLD_OUT_SKU} is no longer sold out in the demo catalogue: choose another.`);
  process.stdout.write(`${JSON.stringify({ soldOutCartId, soldOutSku: SOLD_OUT_SKU })}\n`);
} finally {
  await database.close();
  await release();
}
