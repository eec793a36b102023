import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureBackend, type FixtureBackend } from "../../server/test-fixture.ts";

const PAGE = `query($identifier: String) { cmsPage(identifier: $identifier) {
  identifier url_key title content content_heading meta_title page_layout relative_url redirect_code type
} }`;
const BLOCKS = "query($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier title content } } }";

describe("CMS pages and blocks", () => {
  let backend: FixtureBackend;
  beforeAll(async () => {
    backend = await createFixtureBackend();
  });
  afterAll(() => backend.close());

  it("serves a page by identifier", async () => {
    const { body } = await backend.graphql(PAGE, { identifier: "home" });
    expect(body).toEqual({ data: { cmsPage: {
      identifier: "home", url_key: "home", title: "Home", content: "<p>Welcome</p>", content_heading: "Welcome",
      meta_title: "Maison", page_layout: "1column", relative_url: "home", redirect_code: 0, type: "CMS_PAGE",
    } } });
  });

  it("prefers the store view's own page over the shared one", async () => {
    const shared = await backend.graphql(PAGE, { identifier: "about" });
    const us = await backend.graphql(PAGE, { identifier: "about" }, { store: "uus_2" });
    expect(shared.body.data.cmsPage.title).toBe("About us");
    expect(us.body.data.cmsPage.title).toBe("About us (US)");
  });

  it("answers unknown and disabled pages with Magento's error", async () => {
    for (const identifier of ["nope", "retired", "../etc/passwd"]) {
      const { status, body } = await backend.graphql(PAGE, { identifier });
      expect(status).toBe(200);
      expect(body.data).toEqual({ cmsPage: null });
      expect(body.errors[0]).toMatchObject({
        message: `The CMS page with the "${identifier}" ID doesn't exist.`,
        path: ["cmsPage"],
        extensions: { category: "graphql-no-such-entity" },
      });
    }
  });

  it("still finds a page by its deprecated numeric id", async () => {
    const { body } = await backend.graphql("{ cmsPage(id: 1) { identifier } }");
    expect(body.data.cmsPage.identifier).toBe("home");
  });

  it("asks for an identifier when none is given", async () => {
    const { body } = await backend.graphql("{ cmsPage { title } }");
    expect(body.errors[0]).toMatchObject({ message: "Page id/identifier should be specified", extensions: { category: "graphql-input" } });
  });

  it("returns blocks in the order asked, numeric identifiers matching ids", async () => {
    const { body } = await backend.graphql(BLOCKS, { ids: ["footer-links", "home-hero", "10"] });
    expect(body).toEqual({ data: { cmsBlocks: { items: [
      { identifier: "footer-links", title: "Footer", content: "<ul></ul>" },
      { identifier: "home-hero", title: "Hero", content: "<div>Hero</div>" },
      { identifier: "home-hero", title: "Hero", content: "<div>Hero</div>" },
    ] } } });
  });

  it("fails only the items of unknown or disabled blocks, with Magento's error", async () => {
    const { status, body } = await backend.graphql(BLOCKS, { ids: ["home-hero", "missing", "hidden-block"] });
    expect(status).toBe(200);
    expect(body.data.cmsBlocks.items).toEqual([{ identifier: "home-hero", title: "Hero", content: "<div>Hero</div>" }, null, null]);
    expect(body.errors.map((e: { message: string; path: unknown[]; extensions: unknown }) => [e.message, e.path, e.extensions])).toEqual([
      ['The CMS block with the "missing" ID doesn\'t exist.', ["cmsBlocks", "items", 1], { category: "graphql-no-such-entity" }],
      ['The CMS block with the "hidden-block" ID doesn\'t exist.', ["cmsBlocks", "items", 2], { category: "graphql-no-such-entity" }],
    ]);
  });

  it("asks for identifiers when none are given", async () => {
    for (const ids of [[], null]) {
      const { body } = await backend.graphql(BLOCKS, { ids });
      expect(body.errors[0]).toMatchObject({ message: '"identifiers" of CMS blocks should be specified', extensions: { category: "graphql-input" } });
    }
  });
});
