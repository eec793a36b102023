import { describe, expect, it } from "vitest";
import { revalidateBody, secretFromHeaders, secretMatches } from "./revalidate-auth";

const SECRET = "a".repeat(40);

describe("secretMatches", () => {
  it("accepts only the configured secret", () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches(`${SECRET}b`, SECRET)).toBe(false);
    expect(secretMatches("a", SECRET)).toBe(false);
  });

  it("refuses everything when no secret is configured or none is given", () => {
    expect(secretMatches(SECRET, undefined)).toBe(false);
    expect(secretMatches(null, SECRET)).toBe(false);
    expect(secretMatches("", "")).toBe(false);
  });
});

describe("secretFromHeaders", () => {
  it("reads a bearer token, else the dedicated header", () => {
    expect(secretFromHeaders(new Headers({ Authorization: `Bearer ${SECRET}` }))).toBe(SECRET);
    expect(secretFromHeaders(new Headers({ "x-revalidate-secret": SECRET }))).toBe(SECRET);
    expect(secretFromHeaders(new Headers({ Authorization: "Basic abc" }))).toBeNull();
  });
});

describe("revalidateBody", () => {
  it("takes a list of entity tags", () => {
    expect(revalidateBody.safeParse({ tags: ["product:MTI=", "cms:faq", "catalog"] }).success).toBe(true);
  });

  it("rejects empty, malformed and oversized lists", () => {
    expect(revalidateBody.safeParse({ tags: [] }).success).toBe(false);
    expect(revalidateBody.safeParse({ tags: ["has space"] }).success).toBe(false);
    expect(revalidateBody.safeParse({ tags: "catalog" }).success).toBe(false);
    expect(revalidateBody.safeParse({ tags: Array.from({ length: 129 }, (_, i) => `t${i}`) }).success).toBe(false);
  });
});
