import { describe, expect, it } from "vitest";
import { decodeEntry, encodeEntry } from "./serialized";

describe("cache entries as JSON", () => {
  it("keeps a page entry's bytes, segment map, strings and numbers through a round trip", () => {
    const entry = {
      lastModified: 1_700_000_000_000,
      value: {
        kind: "APP_PAGE",
        html: "<html>…</html>",
        rscData: Buffer.from([0, 1, 2, 250, 255]),
        headers: { "x-next-cache-tags": "catalog,product:MTA=" },
        postponed: undefined,
        status: 200,
        segmentData: new Map([["/_tree", Buffer.from("tree")], ["/page", Buffer.from("segment")]]),
      },
      cacheControl: { revalidate: 300, expire: 86_400 },
    };
    const decoded = decodeEntry(JSON.parse(JSON.stringify(encodeEntry(entry)))) as typeof entry;
    expect(decoded.lastModified).toBe(entry.lastModified);
    expect(decoded.value.html).toBe("<html>…</html>");
    expect(Buffer.isBuffer(decoded.value.rscData)).toBe(true);
    expect([...decoded.value.rscData]).toEqual([0, 1, 2, 250, 255]);
    expect(decoded.value.segmentData).toBeInstanceOf(Map);
    expect([...decoded.value.segmentData].map(([k, v]) => [k, v.toString()])).toEqual([["/_tree", "tree"], ["/page", "segment"]]);
    expect(decoded.value.headers).toEqual(entry.value.headers);
    expect("postponed" in decoded.value).toBe(false);
    expect(decoded.cacheControl).toEqual(entry.cacheControl);
  });

  it("stores a finished render result as its HTML", () => {
    const rendered = { toUnchunkedString: () => "<p>done</p>" };
    expect(decodeEntry(JSON.parse(JSON.stringify(encodeEntry({ html: rendered }))))).toEqual({ html: "<p>done</p>" });
  });

  it("keeps a slice of a larger buffer as the slice only", () => {
    const whole = Buffer.from("0123456789");
    const decoded = decodeEntry(JSON.parse(JSON.stringify(encodeEntry(whole.subarray(2, 5))))) as Buffer;
    expect(decoded.toString()).toBe("234");
  });
});
