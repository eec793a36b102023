import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { NEXT_ICON_SCRIPT, trustedScripts } from "./trusted-scripts";

describe("trusted inline scripts", () => {
  it("include Next's icon mover, exactly as the installed Next writes it", () => {
    const source = readFileSync(
      createRequire(import.meta.url).resolve("next/dist/server/app-render/metadata-insertion/create-server-inserted-metadata.js"),
      "utf8",
    );
    const text = /REINSERT_ICON_SCRIPT = `\\\n([^`]*)`/.exec(source)?.[1];
    expect(text, "Next's REINSERT_ICON_SCRIPT; after an upgrade, copy its text into NEXT_ICON_SCRIPT").toBe(NEXT_ICON_SCRIPT);
    const trust = trustedScripts([]);
    expect(trust(NEXT_ICON_SCRIPT)).toBe(true);
    expect(trust(`${NEXT_ICON_SCRIPT};alert(1)`)).toBe(false);
  });
});
