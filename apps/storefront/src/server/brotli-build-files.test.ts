import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsBrotli, brotliBuildFiles, buildFile } from "./brotli-build-files";

describe("acceptsBrotli", () => {
  it("takes br when listed, and not when refused or absent", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("BR;q=0.5")).toBe(true);
    expect(acceptsBrotli(["gzip", "br"])).toBe(true);
    expect(acceptsBrotli("br;q=0")).toBe(false);
    expect(acceptsBrotli("gzip, deflate")).toBe(false);
    expect(acceptsBrotli("brotli")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

describe("buildFile", () => {
  const root = path.resolve("/srv/app/.next/static");
  it("maps build scripts and styles inside the static folder", () => {
    expect(buildFile(root, "/_next/static/chunks/a1.js")).toBe(path.join(root, "chunks/a1.js"));
    expect(buildFile(root, "/_next/static/css/b2.css?dpl=x")).toBe(path.join(root, "css/b2.css"));
  });
  it("refuses other paths, other types, escapes and bad encodings", () => {
    expect(buildFile(root, "/make-up.html")).toBeNull();
    expect(buildFile(root, "/_next/image?url=x.js")).toBeNull();
    expect(buildFile(root, "/_next/static/media/font.woff2")).toBeNull();
    expect(buildFile(root, "/_next/static/%2e%2e/%2e%2e/server/app.js")).toBeNull();
    expect(buildFile(root, "/_next/static/chunks/%ZZ.js")).toBeNull();
    expect(buildFile(root, "/_next/static/chunks/a%00.js")).toBeNull();
  });
});

describe("brotliBuildFiles", () => {
  let dir: string;
  let server: Server;
  let base: string;
  let files: ReturnType<typeof brotliBuildFiles>;
  const script = `export function greet(name){return "Hello, "+name;}\n`.repeat(200);
  let nextAnswered = 0;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "brotli-build-"));
    mkdirSync(path.join(dir, "chunks"));
    writeFileSync(path.join(dir, "chunks", "app.js"), script);
    files = brotliBuildFiles(dir);
    server = createServer((req, res) => {
      if (files.serve(req, res)) return;
      nextAnswered++;
      res.end("from next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (target: string, encoding: string, method = "GET") =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(`${base}${target}`, { method, headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });

  it("lets Next answer the first request while the copy is made, then answers with brotli", async () => {
    const first = await get("/_next/static/chunks/app.js", "gzip, br");
    expect(first.body.toString()).toBe("from next");
    await files.settled();
    const second = await get("/_next/static/chunks/app.js", "gzip, deflate, br");
    expect(second.status).toBe(200);
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(second.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(second.headers.vary).toBe("Accept-Encoding");
    expect(Number(second.headers["content-length"])).toBe(second.body.length);
    expect(second.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(second.body).toString()).toBe(script);
  });

  it("leaves browsers that do not take br, HEAD aside, to Next", async () => {
    await get("/_next/static/chunks/app.js", "gzip, br");
    await files.settled();
    const before = nextAnswered;
    expect((await get("/_next/static/chunks/app.js", "gzip")).body.toString()).toBe("from next");
    expect((await get("/_next/static/chunks/app.js", "br;q=0")).body.toString()).toBe("from next");
    expect(nextAnswered).toBe(before + 2);
    const head = await get("/_next/static/chunks/app.js", "br", "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  it("leaves missing files and other paths to Next", async () => {
    await get("/_next/static/chunks/missing.js", "br");
    await files.settled();
    expect((await get("/_next/static/chunks/missing.js", "br")).body.toString()).toBe("from next");
    expect((await get("/_next/static/%2e%2e/secret.js", "br")).body.toString()).toBe("from next");
    expect((await get("/make-up.html", "br")).body.toString()).toBe("from next");
  });
});
