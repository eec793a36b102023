import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { immediateRevealScript } from "./reveal";

/** React's inline runtime that reveals a completed boundary, as the server renderer this app runs ships it. */
function reactRevealRuntime(): string {
  const require = createRequire(import.meta.url);
  const server = readFileSync(require.resolve("next/dist/compiled/react-dom/cjs/react-dom-server.edge.production.js"), "utf8");
  const start = server.indexOf("$RC=function");
  expect(start, "React's boundary reveal runtime ($RC) was not found").toBeGreaterThan(0);
  // It sits in a string literal of the bundle and has no escapes.
  return server.slice(start, server.indexOf("};", start) + 2);
}

/** Runs the shell's scripts the way a browser would, then completes one boundary 20 ms after the first frame. */
function completeBoundary(pin: string) {
  const timers: number[] = [];
  const frames: (() => void)[] = [];
  const boundary = { previousSibling: { data: "$?" } };
  const context: Record<string, unknown> = {
    performance: { now: () => 1000 },
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (_fn: () => void, delay: number) => timers.push(delay),
    document: { getElementById: (id: string) => (id === "B:0" ? boundary : { id }) },
  };
  context.window = context;
  runInNewContext(
    `${pin}
     requestAnimationFrame(function(){$RT=performance.now()});
     $RB=[];$RV=function(){};${reactRevealRuntime()}`,
    context,
  );
  frames.splice(0).forEach((frame) => frame());
  (context.performance as { now: () => number }).now = () => 1020;
  runInNewContext('$RC("B:0","S:0")', context);
  return { timers, frames: frames.length };
}

describe("immediateRevealScript", () => {
  it("React holds a boundary completed after the shell's first frame until 300 ms after it", () => {
    expect(completeBoundary("")).toEqual({ timers: [280], frames: 0 });
  });

  it("reveals it on the next frame instead", () => {
    expect(completeBoundary(immediateRevealScript())).toEqual({ timers: [], frames: 1 });
  });
});
