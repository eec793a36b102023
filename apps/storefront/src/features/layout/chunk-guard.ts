/** Spec §8/§9: after a failed code load the page reloads, at most once per 60 s. */
export const RELOAD_GUARD_MS = 60_000;
export const RELOAD_KEY = "maison-chunk-reload";

export function shouldReload(lastReload: string | null, now: number): boolean {
  const last = Number(lastReload);
  return !lastReload || !Number.isFinite(last) || now - last >= RELOAD_GUARD_MS || now < last;
}

export function isChunkLoadFailure(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === "ChunkLoadError" || (typeof message === "string" && /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(message));
}

/**
 * Inline, before any bundle: a failed /_next/ script or a ChunkLoadError rejection reloads the page unless it
 * already did within the guard period (sessionStorage timestamp).
 */
export function chunkGuardScript(): string {
  return `(function(){var K=${JSON.stringify(RELOAD_KEY)},G=${RELOAD_GUARD_MS};function go(){try{var l=Number(sessionStorage.getItem(K)),n=Date.now();if(l&&n-l<G&&n>=l)return;sessionStorage.setItem(K,String(n));}catch(e){return;}location.reload();}
addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='SCRIPT'&&/\\/_next\\//.test(t.src||''))go();},true);
addEventListener('unhandledrejection',function(e){var r=e.reason;if(r&&(r.name==='ChunkLoadError'||/Loading (CSS )?chunk [\\w-]+ failed|Failed to fetch dynamically imported module/i.test(r.message||'')))go();});})();`;
}
