// A small in-memory backend for the server, store, directory and CMS suites: only the rows they assert on, so the
// suites stay independent of the demo seed.
import { openDatabase } from "../db/client.ts";
import type { Database } from "../core/database.ts";
import { migrate } from "../db/migrate.ts";
import { cmsBlocks, cmsPages } from "../modules/cms/tables.ts";
import { countries, regions } from "../modules/directory/tables.ts";
import { currencyRates, stores } from "../modules/store/tables.ts";
import { createCommerceApp, type CommerceApp, type CommerceAppDeps } from "./app.ts";

const STORE = { pricesIncludeTax: true, taxRateBp: 2000, taxLabel: "VAT" };

export async function seedFixture(database: Database): Promise<void> {
  const { db } = database;
  await db.insert(stores).values([
    { ...STORE, code: "default", id: 1, websiteCode: "base", websiteId: 1, websiteName: "UK", storeName: "UK Store", defaultTitle: "Maison", locale: "en_GB", baseCurrency: "GBP", defaultDisplayCurrency: "GBP", allowedCurrencies: ["GBP", "EUR", "USD"], isDefault: true, sortOrder: 0 },
    { ...STORE, code: "uus_2", id: 2, websiteCode: "us", websiteId: 2, websiteName: "US", storeName: "US Store", defaultTitle: "Maison US", locale: "en_US", baseCurrency: "USD", defaultDisplayCurrency: "USD", allowedCurrencies: ["USD"], sortOrder: 1 },
    { ...STORE, code: "mx_website_store_view", id: 3, websiteCode: "mx", websiteId: 3, websiteName: "MX", storeName: "MX Store", defaultTitle: "Maison México", locale: "es_MX", baseCurrency: "MXN", defaultDisplayCurrency: "MXN", allowedCurrencies: ["MXN"], sortOrder: 2 },
  ]);
  await db.insert(currencyRates).values([
    { baseCurrency: "GBP", targetCurrency: "EUR", rate: "1.17000000" },
    { baseCurrency: "GBP", targetCurrency: "USD", rate: "1.27000000" },
    { baseCurrency: "USD", targetCurrency: "GBP", rate: "0.78740157" },
  ]);
  await db.insert(countries).values([
    { id: "GB", iso3: "GBR", nameEn: "United Kingdom" },
    { id: "MX", iso3: "MEX", nameEn: "Mexico" },
    { id: "US", iso3: "USA", nameEn: "United States" },
  ]);
  await db.insert(regions).values([
    { id: 12, countryId: "US", code: "CA", name: "California" },
    { id: 43, countryId: "US", code: "NY", name: "New York" },
    { id: 600, countryId: "MX", code: "JAL", name: "Jalisco" },
  ]);
  await db.insert(cmsPages).values([
    { id: 1, identifier: "home", title: "Home", content: "<p>Welcome</p>", contentHeading: "Welcome", metaTitle: "Maison" },
    { id: 2, identifier: "about", title: "About us", content: "<p>Shared</p>" },
    { id: 3, identifier: "about", storeCode: "uus_2", title: "About us (US)", content: "<p>US</p>" },
    { id: 4, identifier: "retired", title: "Retired", content: "<p>Old</p>", isActive: false },
  ]);
  await db.insert(cmsBlocks).values([
    { id: 10, identifier: "home-hero", title: "Hero", content: "<div>Hero</div>" },
    { id: 11, identifier: "footer-links", title: "Footer", content: "<ul></ul>" },
    { id: 12, identifier: "hidden-block", title: "Hidden", content: "<p></p>", isActive: false },
  ]);
}

export interface GraphqlOptions {
  store?: string;
  currency?: string;
  token?: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
}

export interface FixtureBackend {
  app: CommerceApp;
  database: Database;
  /** Everything the app logged. */
  logs: string[];
  // Suites assert on arbitrary response shapes.
  graphql(query: string, variables?: Record<string, unknown>, options?: GraphqlOptions): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

export function graphqlRequest(query: string, variables?: Record<string, unknown>, options: GraphqlOptions = {}): Request {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.store) headers.store = options.store;
  if (options.currency) headers["content-currency"] = options.currency;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.method === "GET") {
    const url = new URL("http://localhost/graphql");
    url.searchParams.set("query", query);
    if (variables) url.searchParams.set("variables", JSON.stringify(variables));
    return new Request(url, { headers });
  }
  return new Request("http://localhost/graphql", {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
}

export async function createFixtureBackend(deps: Partial<CommerceAppDeps> = {}): Promise<FixtureBackend> {
  const database = await openDatabase({});
  await migrate(database);
  await seedFixture(database);
  const logs: string[] = [];
  const capture = (m: string) => void logs.push(m);
  const app = createCommerceApp({
    database,
    production: false,
    publicUrl: "https://api.example.test",
    logger: { info: capture, warn: capture, error: capture },
    ...deps,
  });
  return {
    app,
    database,
    logs,
    async graphql(query, variables, options) {
      const response = await app.fetch(graphqlRequest(query, variables, options));
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      return { status: response.status, body };
    },
    close: () => database.close(),
  };
}
