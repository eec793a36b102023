/**
 * Inline, in a fallback that is an empty box: streamed Suspense content is revealed on the next frame instead of
 * in React's batches.
 *
 * React's inline streaming runtime notes the time of the first frame after the shell in `window.$RT` and holds every
 * boundary that completes later until 300 ms after it, so that slow streams reveal in a few batches rather than many.
 * Our streamed content is one piece that follows the shell within milliseconds (cached catalogue reads): the batch
 * only delays the page's main content and its largest image. With `$RT` never a number React takes its
 * own unthrottled path (`requestAnimationFrame`). Should React rename the variable, this is a no-op, and
 * reveal.test.ts fails on the React update that does it.
 */
export function immediateRevealScript(): string {
  return 'Object.defineProperty(window,"$RT",{configurable:true,get:function(){},set:function(){}});';
}
