import { describe, expect, it } from "vitest";
import { mediaImagesConfig } from "./media";

describe("mediaImagesConfig", () => {
  it("allows only the API origin's /media/ tree", () => {
    const config = mediaImagesConfig("http://localhost:4000/graphql");
    expect(config.remotePatterns.map(String)).toEqual(["http://localhost:4000/media/**"]);
    expect(config.dangerouslyAllowLocalIP).toBe(true);
  });

  it("keeps the local-IP guard for a remote Magento", () => {
    const config = mediaImagesConfig("https://shop.example.com/graphql");
    expect(config.remotePatterns.map(String)).toEqual(["https://shop.example.com/media/**"]);
    expect(config.dangerouslyAllowLocalIP).toBe(false);
  });
});
