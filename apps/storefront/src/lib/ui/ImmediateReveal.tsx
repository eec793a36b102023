import { immediateRevealScript } from "./reveal";

/**
 * Belongs in a Suspense fallback that holds nothing for the shopper to see (an empty box): the content it waits for
 * is revealed on the next frame instead of in React's 300 ms batch.
 */
export function ImmediateReveal() {
  return <script dangerouslySetInnerHTML={{ __html: immediateRevealScript() }} />;
}
