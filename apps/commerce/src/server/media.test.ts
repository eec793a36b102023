import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveMedia } from "./media.ts";
import { productImageFile, renderImageFile } from "../seed/media/library.ts";

let base: string;
let media: string;
const PNG = Buffer.from("89504e470d0a1a0a-not-really-a-png", "latin1");

const get = (pathname: string, init: RequestInit = {}): Promise<Response | null> =>
  serveMedia(media, pathname, new Request(`http://shop.test${pathname}`, init));

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), "media-http-"));
  media = path.join(base, "media");
  await mkdir(path.join(media, "catalog/product/x"), { recursive: true });
  await writeFile(path.join(media, "catalog/product/x/a b.png"), PNG);
  await writeFile(path.join(media, "notes.txt"), "not media");
  await writeFile(path.join(base, "secret.png"), "outside");
  await symlink(path.join(base, "secret.png"), path.join(media, "escape.png"));
  await symlink(path.join(media, "catalog/product/x/a b.png"), path.join(media, "alias.png"));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe("serveMedia", () => {
  it("ignores paths outside /media/", async () => {
    expect(await get("/graphql")).toBeNull();
    expect(await get("/mediax/a.png")).toBeNull();
  });

  it("serves a file with type, length, ETag and immutable caching", async () => {
    const res = (await get("/media/catalog/product/x/a%20b.png"))!;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-length")).toBe(String(PNG.length));
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("answers a matching If-None-Match with 304 and no body", async () => {
    const etag = (await get("/media/catalog/product/x/a%20b.png"))!.headers.get("etag")!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const res = (await get("/media/catalog/product/x/a%20b.png", { headers: { "If-None-Match": header } }))!;
      expect(res.status).toBe(304);
      expect(res.headers.get("etag")).toBe(etag);
      expect(await res.text()).toBe("");
    }
    const miss = (await get("/media/catalog/product/x/a%20b.png", { headers: { "If-None-Match": '"stale"' } }))!;
    expect(miss.status).toBe(200);
  });

  it("supports HEAD without a body and refuses other methods", async () => {
    const head = (await get("/media/catalog/product/x/a%20b.png", { method: "HEAD" }))!;
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(PNG.length));
    expect(await head.text()).toBe("");
    const post = (await get("/media/catalog/product/x/a%20b.png", { method: "POST", body: "x" }))!;
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("returns 404 for missing files and non-media types", async () => {
    expect((await get("/media/catalog/product/x/missing.png"))!.status).toBe(404);
    expect((await get("/media/notes.txt"))!.status).toBe(404);
  });

  it("refuses traversal, encoded separators and dot-files", async () => {
    for (const p of [
      "/media/..%2fsecret.png",
      "/media/catalog/..%2F..%2Fsecret.png",
      "/media/%2e%2e/secret.png",
      "/media/..%5csecret.png",
      "/media/%2fetc%2fpasswd.png",
      "/media/a.png%00.png",
      "/media/%E0%A4%A.png",
      "/media/.hidden.png",
    ]) {
      const res = (await get(p))!;
      expect([400, 404]).toContain(res.status);
      expect(await res.text()).not.toContain("outside");
    }
  });

  it("refuses symlinks that lead outside the media directory but follows those inside it", async () => {
    expect((await get("/media/escape.png"))!.status).toBe(404);
    expect((await get("/media/alias.png"))!.status).toBe(200);
  });

  it("renders a missing library image on demand and caches it", { timeout: 60_000 }, async () => {
    const file = productImageFile("compact", "e0b7c2", 0);
    const [a, b] = await Promise.all([get(`/media/${file}`), get(`/media/${file}`)]);
    expect(a!.status).toBe(200);
    expect(b!.status).toBe(200);
    const body = Buffer.from(await a!.arrayBuffer());
    expect(body.equals(renderImageFile(file))).toBe(true);
    expect(a!.headers.get("etag")).toBe(b!.headers.get("etag"));
    const again = (await get(`/media/${file}`, { headers: { "If-None-Match": a!.headers.get("etag")! } }))!;
    expect(again.status).toBe(304);
  });
});
