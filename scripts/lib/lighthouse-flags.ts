/**
 * The flags Lighthouse's browser starts with: chrome-launcher's defaults, except that Chrome's RenderDocument
 * feature keeps the state Chrome ships it in (on). chrome-launcher turns it off; in Chromium 156 that holds the
 * first paint of a streamed page until about the next whole second (observed FCP 1.2–2.3 s against 0.2–0.5 s with
 * it on, same page and build), a stall no shopper's browser has. `stock` keeps chrome-launcher's flags as they are.
 */
export function lighthouseChromeFlags(launcherDefaults: readonly string[], stock: boolean): string[] {
  if (stock) return [...launcherDefaults];
  const prefix = "--disable-features=";
  return launcherDefaults.map((flag) =>
    flag.startsWith(prefix)
      ? prefix + flag.slice(prefix.length).split(",").filter((feature) => feature !== "RenderDocument").join(",")
      : flag,
  );
}
