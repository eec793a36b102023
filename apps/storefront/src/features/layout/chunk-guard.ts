/** Spec §8/§9: after a failed code load the page reloads, at most once per 60 s. */
export const RELOAD_GUARD_MS = 60_000;
export const RELOAD_KEY = "maison-chunk-reload";

/**
 * The inline script, run in the page before any bundle: a failed /_next/ script or a ChunkLoadError rejection
 * reloads the page unless it already did within the guard period (a sessionStorage timestamp; a clock that went back
 * does not hold it off). It is written as the text the page receives, not as a function turned into text: the front
 * server gives a nonce only to inline scripts it knows to the letter (src/server/start.ts), and a function's source
 * differs between the build's minifier and the server's own loading of this file.
 */
const SCRIPT = `(function (key, guardMs) {
  var chunkFailure = /Loading (CSS )?chunk [\\w-]+ failed|Failed to fetch dynamically imported module/i;
  function reload() {
    try {
      var last = Number(sessionStorage.getItem(key));
      var now = Date.now();
      if (last && now - last < guardMs && now >= last) return;
      sessionStorage.setItem(key, String(now));
    } catch (e) {
      return;
    }
    location.reload();
  }
  addEventListener("error", function (event) {
    var target = event.target;
    if (target && target.tagName === "SCRIPT" && /\\/_next\\//.test(target.src || "")) reload();
  }, true);
  addEventListener("unhandledrejection", function (event) {
    var reason = event.reason;
    if (reason && (reason.name === "ChunkLoadError" || chunkFailure.test(String(reason.message || "")))) reload();
  });
})(${JSON.stringify(RELOAD_KEY)}, ${RELOAD_GUARD_MS});`;

export function chunkGuardScript(): string {
  return SCRIPT;
}
