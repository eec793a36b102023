/** Spec §8/§9: after a failed code load the page reloads, at most once per 60 s. */
export const RELOAD_GUARD_MS = 60_000;
export const RELOAD_KEY = "maison-chunk-reload";

/**
 * Runs in the page, inline before any bundle: a failed /_next/ script or a ChunkLoadError rejection reloads the page
 * unless it already did within the guard period (a sessionStorage timestamp; a clock that went back does not hold
 * it off). Its own source is the inline script, so it uses nothing from outside itself, and comments stay out of its
 * body.
 */
function installChunkGuard(key: string, guardMs: number): void {
  const chunkFailure = /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i;
  function reload() {
    try {
      const last = Number(sessionStorage.getItem(key));
      const now = Date.now();
      if (last && now - last < guardMs && now >= last) return;
      sessionStorage.setItem(key, String(now));
    } catch {
      return;
    }
    location.reload();
  }
  addEventListener(
    "error",
    (event) => {
      const target = event.target as { tagName?: string; src?: string } | null;
      if (target && target.tagName === "SCRIPT" && /\/_next\//.test(target.src || "")) reload();
    },
    true,
  );
  addEventListener("unhandledrejection", (event) => {
    const reason = event.reason as { name?: unknown; message?: unknown } | null;
    if (reason && (reason.name === "ChunkLoadError" || chunkFailure.test(String(reason.message || "")))) reload();
  });
}

/** The inline script: the guard's own source, called with the key and the period. */
export function chunkGuardScript(): string {
  return `(${installChunkGuard.toString()})(${JSON.stringify(RELOAD_KEY)},${RELOAD_GUARD_MS});`;
}
