import { describe, expect, it } from "vitest";
import type { HeaderMenuQuery } from "@/lib/commerce/generated/graphql";
import { toNavItems } from "./menu";

const node = (uid: string, extra: object = {}) => ({
  uid,
  name: uid.toUpperCase(),
  position: 1,
  include_in_menu: 1,
  url_path: uid,
  url_suffix: ".html",
  ...extra,
});

describe("toNavItems", () => {
  it("keeps menu children in position order with /path.html links and appends Brand", () => {
    const data = {
      categories: {
        items: [
          {
            uid: "root",
            children: [
              node("b", { position: 2 }),
              node("hidden", { include_in_menu: 0 }),
              node("a", { position: 1, children: [node("a/x", { children: [node("a/x/y", { children: [node("a/x/y/z")] })] })] }),
            ],
          },
          { uid: "second-root", children: [node("other")] },
        ],
      },
    } as unknown as HeaderMenuQuery;
    const items = toNavItems(data, "Brand");
    expect(items.map((i) => [i.label, i.href])).toEqual([
      ["A", "/a.html"],
      ["B", "/b.html"],
      ["Brand", "/brand"],
    ]);
    expect(items[0]!.children[0]!.children[0]!.children[0]!.href).toBe("/a/x/y/z.html");
  });

  it("still offers Brand without a menu", () => {
    expect(toNavItems(null, "Marcas")).toEqual([{ id: "brand", label: "Marcas", href: "/brand", children: [] }]);
  });
});
