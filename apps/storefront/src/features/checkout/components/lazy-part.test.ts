import { Suspense, createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { gate, lazyPart } from "./lazy-part";

function Greeting({ name }: { name: string }) {
  return createElement("p", null, `Hello ${name}`);
}
const render = (Part: ReturnType<typeof lazyPart<{ name: string }>>) =>
  renderToString(createElement(Suspense, { fallback: createElement("i", null, "fallback") }, createElement(Part, { name: "Ada" })));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("lazyPart on the server", () => {
  it("loads the part's module at once and then renders it in the same pass, never its fallback", async () => {
    const load = vi.fn(async () => Greeting);
    const Part = lazyPart(load);
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
    // renderToString cannot wait: a part that suspended would come out as its fallback.
    expect(render(Part)).toContain("Hello Ada");
    expect(render(Part)).not.toContain("fallback");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("ignores the gate: the server always renders the part", async () => {
    const Part = lazyPart(async () => Greeting, gate());
    await settle();
    expect(render(Part)).toContain("Hello Ada");
  });
});

describe("lazyPart in the browser", () => {
  it("fetches nothing before it renders", () => {
    vi.stubGlobal("window", {});
    const load = vi.fn(async () => Greeting);
    lazyPart(load);
    expect(load).not.toHaveBeenCalled();
  });

  it("with a gate, fetches the part only once the gate opens", async () => {
    vi.stubGlobal("window", {});
    const until = gate();
    const load = vi.fn(async () => Greeting);
    const Part = lazyPart(load, until);
    expect(render(Part)).toContain("fallback");
    await settle();
    expect(load).not.toHaveBeenCalled();
    until.open();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(render(Part)).toContain("Hello Ada");
  });
});
