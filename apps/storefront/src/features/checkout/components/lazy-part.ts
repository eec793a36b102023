import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** A thenable that calls back at once: React.lazy then renders the module in the same pass instead of suspending. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      return settled(onFulfilled ? (onFulfilled(value) as R1) : (value as unknown as R1));
    },
  };
}

/** Opens a gate once; every part waiting on it then loads. */
export interface Gate {
  opened: Promise<void>;
  open(): void;
}

export function gate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
}

/**
 * A client part whose code is a chunk of its own, fetched by the browser only when rendered (or, with `until`, only
 * once the gate opens), so the page's first scripts do not carry it.
 *
 * The server renders it in full, in the same pass as the rest of the page: its module is loaded as soon as this one
 * is, and once loaded React.lazy gets it synchronously, so the server never streams an empty fallback first (which
 * would move what follows when the part arrives). In the browser the server's HTML stays as it is until the code has
 * come and the part hydrates: nothing moves, and what the shopper typed meanwhile stays (the forms keep edits made
 * before they hydrate).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, until?: Gate): LazyExoticComponent<ComponentType<P>> {
  const onServer = typeof window === "undefined";
  let loaded: ComponentType<P> | null = null;
  const fetchPart = () => load().then((component) => (loaded = component));
  // A failure here is met again, and reported, when the part renders.
  if (onServer) void fetchPart().catch(() => undefined);
  return lazy(() => {
    if (loaded) return settled({ default: loaded }) as Promise<{ default: ComponentType<P> }>;
    const ready = until && !onServer ? until.opened.then(fetchPart) : fetchPart();
    return ready.then((component) => ({ default: component }));
  });
}
