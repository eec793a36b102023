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
});
