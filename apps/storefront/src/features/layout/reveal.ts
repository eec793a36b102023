/** How long React may hold streamed content after the shell's first frame (React's own batch window is 300 ms). */
export const REVEAL_WINDOW_MS = 100;

/**
 * Inline, in the document head: React's reveal batches last {@link REVEAL_WINDOW_MS} instead of 300 ms.
 *
 * React notes the time of the shell's first frame (and of each reveal) in `window.$RT` and holds content that
 * completes later until 300 ms after it. Catalogue pages paint a stand-in of their content with the shell; the
 * shopper's version replaces it. Revealed on the very next frame, it removes the stand-in before Chrome has reported
 * the stand-in's paint, and the page's largest paint becomes the copy painted after the framework's scripts ran.
 * Held 300 ms, a shopper whose page differs from the stand-in (another currency, a shade or a filter in the URL)
 * waits that long for it. The short window lets the stand-in's frame be presented first (ADR 009).
 */
export function revealWindowScript(): string {
  const offset = 300 - REVEAL_WINDOW_MS;
  return `(function(){var t;Object.defineProperty(window,"$RT",{configurable:true,get:function(){return t},set:function(v){t=typeof v==="number"?v-${offset}:v}})})();`;
}

/**
 * Inline, in a fallback that is an empty box: streamed Suspense content is revealed on the next frame instead of
 * in React's batches.
 *
 * React's inline streaming runtime notes the time of the first frame after the shell in `window.$RT` and holds every
 * boundary that completes later until 300 ms after it, so that slow streams reveal in a few batches rather than many.
 * Our streamed content is one piece that follows the shell within milliseconds (cached catalogue reads): the batch
 * only delays the page's main content and its largest image (ADR 009). With `$RT` never a number React takes its
 * own unthrottled path (`requestAnimationFrame`). Should React rename the variable, this is a no-op, and
 * reveal.test.ts fails on the React update that does it.
 */
export function immediateRevealScript(): string {
  return 'Object.defineProperty(window,"$RT",{configurable:true,get:function(){},set:function(){}});';
}
