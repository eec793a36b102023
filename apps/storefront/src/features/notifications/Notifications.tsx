"use client";

import dynamic from "next/dynamic";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer } from "react";
import { emptyQueue, nextDismissal, type NotificationInput, notificationsReducer } from "./queue";

type Notify = (notification: NotificationInput) => void;

const NotifyContext = createContext<Notify>(() => {});

/** `notify({ message, type })` from any client component inside a page frame. */
export function useNotify(): Notify {
  return useContext(NotifyContext);
}

// The toasts' markup loads on the first notice (spec §2.2: notifications load lazily); the live region is always there.
const NotificationList = dynamic(() => import("./NotificationList").then((m) => m.NotificationList), { ssr: false });

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
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex flex-col items-center gap-2 px-4" data-testid="notifications">
        {queue.length > 0 ? <NotificationList queue={queue} dismissLabel={dismissLabel} onDismiss={(id) => dispatch({ type: "dismiss", id })} /> : null}
      </div>
    </NotifyContext.Provider>
  );
}
