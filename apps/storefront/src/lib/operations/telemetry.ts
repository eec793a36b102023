/**
 * Where the storefront's code records what it measures (GraphQL call durations), without depending on the metrics
 * library: the production server (src/server/metrics.ts) installs a recorder on the process; Next's bundles and the
 * tests find none and record nothing.
 */
export interface OperationRecorder {
  /** One GraphQL call to the commerce API, by operation name (from our own documents) and outcome. */
  graphqlCall(operation: string, type: "query" | "mutation", outcome: "ok" | "error", seconds: number): void;
}

const KEY = Symbol.for("maison.storefront.recorder");

export function installRecorder(recorder: OperationRecorder): void {
  (globalThis as { [KEY]?: OperationRecorder })[KEY] = recorder;
}

export function recorder(): OperationRecorder | undefined {
  return (globalThis as { [KEY]?: OperationRecorder })[KEY];
}
