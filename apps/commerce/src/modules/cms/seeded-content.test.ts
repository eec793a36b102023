import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBackend, type TestBackend } from "../../test/backend.ts";

// The seeded home blocks use Magento's `{{media url=…}}` directive; clients must receive plain URLs.
describe("seeded CMS content", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend.close());

  it("serves blocks and pages with their directives rendered", async () => {
    const { body } = await backend.graphql(
      `{ cmsBlocks(identifiers: ["home-hero", "footer-links"]) { items { identifier content } } cmsPage(identifier: "home") { content } }`,
    );
    expect(body.errors).toBeUndefined();
    const contents = [...body.data.cmsBlocks.items.map((b: { content: string }) => b.content), body.data.cmsPage.content];
    for (const html of contents) expect(html).not.toContain("{{");
    expect(body.data.cmsBlocks.items[0].content).toMatch(/src="http[^"]+\/media\/[^"]+\.png"/);
  });

  it("has, in every store, the pages its store configuration names, in the store's language", async () => {
    for (const [store, language] of [["default", "en"], ["uus_2", "en"], ["mx_website_store_view", "es"]]) {
      const config = (await backend.graphql("{ storeConfig { cms_home_page cms_no_route cms_no_cookies locale } }", undefined, { store }))
        .body.data.storeConfig;
      expect(config.locale.slice(0, 2), store).toBe(language);
      for (const identifier of [config.cms_home_page, config.cms_no_route, config.cms_no_cookies]) {
        const { body } = await backend.graphql("query($id: String!) { cmsPage(identifier: $id) { identifier title } }", { id: identifier }, { store });
        expect(body.data?.cmsPage?.identifier, `${store} ${identifier}`).toBe(identifier);
      }
      const cookies = await backend.graphql(`{ cmsPage(identifier: "${config.cms_no_cookies}") { title } }`, undefined, { store });
      expect(cookies.body.data.cmsPage.title, store).toBe(language === "es" ? "Activa las cookies" : "Enable Cookies");
    }
  });
});
