import { immediateRevealScript } from "./reveal";

/**
 * Belongs in a Suspense fallback that holds nothing for the shopper to see (an empty box): the content it waits for
 * is revealed on the next frame instead of in React's 300 ms batch. A fallback that is a stand-in of the content
 * (a product's or a category's site view) leaves React's batching on, so the stand-in paints, and is what the shopper
 * sees first, before the shopper's own version replaces it (ADR 009).
 */
export function ImmediateReveal() {
  return <script dangerouslySetInnerHTML={{ __html: immediateRevealScript() }} />;
}
