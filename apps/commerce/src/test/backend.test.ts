import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBackend, type TestBackend } from "./backend.ts";

describe("test backend", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });

  const query = "{ storeConfig { store_code default_display_currency_code locale } }";

  it("answers POST and GET in-process, with the Store header choosing the store view", async () => {
    const post = await backend.graphql(query, undefined, { store: "uus_2" });
    expect(post.status).toBe(200);
    expect(post.body.data.storeConfig).toEqual({ store_code: "uus_2", default_display_currency_code: "USD", locale: "en_US" });
    const get = await backend.graphql(query, undefined, { method: "GET", store: "mx_website_store_view" });
    expect(get.status).toBe(200);
    expect(get.body.data.storeConfig.store_code).toBe("mx_website_store_view");
  });

  it("serves the seeded catalogue", async () => {
    const { body } = await backend.graphql("{ storeConfig { store_code } }");
    expect(body.data.storeConfig.store_code).toBe("default");
    const rows = (await backend.database.db.execute(sql`SELECT count(*)::int AS n FROM products`)) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBeGreaterThan(5000);
  });
});
