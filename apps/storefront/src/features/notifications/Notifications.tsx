"use client";

import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useEffect, useMemo, useReducer } from "react";
import { emptyQueue, nextDismissal, type NotificationInput, notificationsReducer } from "./queue";

type Notify = (notification: NotificationInput) => void;

const NotifyContext = createContext<Notify>(() => {});

const ClearContext = createContext<() => void>(() => {});

/** Dismisses every shown notice (the cart's remove confirmation opens on a clean slate, spec §2.9). */
export function useClearNotifications(): () => void {
  return useContext(ClearContext);
}

/** `notify({ message, type })` from any client component inside a page frame. */
export function useNotify(): Notify {
  return useContext(NotifyContext);
}

// The toasts' markup loads on the first notice (spec §2.2: notifications load lazily); the live region is always there.
const NotificationList = lazy(() => import("./NotificationList").then((m) => ({ default: m.NotificationList })));

let counter = 0;

export function NotificationsProvider({ children, dismissLabel }: { children: ReactNode; dismissLabel: string }) {
  const [queue, dispatch] = useReducer(notificationsReducer, emptyQueue);
  const notify = useCallback<Notify>((notification) => {
    counter += 1;
    dispatch({ type: "push", id: `n${counter}`, now: Date.now(), notification });
  }, []);

  // One timer, for the next notice due to leave.
  useEffect(() => {
    const at = nextDismissal(queue);
    if (at === null) return;
    const timer = setTimeout(() => dispatch({ type: "expire", now: Date.now() }), Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [queue]);

  const value = useMemo(() => notify, [notify]);
  const clear = useCallback(() => dispatch({ type: "clear" }), []);
  return (
    <NotifyContext.Provider value={value}>
      <ClearContext.Provider value={clear}>{children}</ClearContext.Provider>
      <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex flex-col items-center gap-2 px-4" data-testid="notifications">
        {queue.length > 0 ? (
          <Suspense fallback={null}>
            <NotificationList queue={queue} dismissLabel={dismissLabel} onDismiss={(id) => dispatch({ type: "dismiss", id })} />
          </Suspense>
        ) : null}
      </div>
    </NotifyContext.Provider>
  );
}
