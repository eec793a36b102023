import { describe, expect, it } from "vitest";
import { requestIdFor } from "./request-id";

describe("request ids", () => {
  it("keeps a sane id from the load balancer", () => {
    expect(requestIdFor("lb-7f3a9c21.0001")).toBe("lb-7f3a9c21.0001");
    expect(requestIdFor(["lb-7f3a9c21.0002", "other-id-0000"])).toBe("lb-7f3a9c21.0002");
  });

  it("replaces an absent, short, long or log-forging id with a new one", () => {
    for (const sent of [undefined, "", "short", "x".repeat(129), "abcdefgh\nforged", "with spaces in it"]) {
      const id = requestIdFor(sent);
      expect(id).not.toBe(sent);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});
