/**
 * The notification queue (spec §4 "Notification queue"), as a reducer for `useReducer`. Time is passed in with
 * each action and each notice carries its `dismissAt`, so the component owns the one timer and the rules stay
 * testable without fake clocks.
 */

export const MAX_SHOWN = 3;
export const DISMISS_AFTER_MS = 4000;

export type NotificationType = "success" | "info" | "danger";

export interface NotificationInput {
  message: string;
  type: NotificationType;
  icon?: string | null;
  title?: string | null;
  /** Stays until dismissed by hand. */
  persist?: boolean;
}

export interface Notification {
  id: string;
  message: string;
  type: NotificationType;
  icon: string | null;
  title: string | null;
  persist: boolean;
  /** Epoch ms. */
  createdAt: number;
  /** createdAt + 4000 for a passing notice; null when it persists. */
  dismissAt: number | null;
}

export type NotificationQueue = readonly Notification[];

export type NotificationAction =
  | { type: "push"; id: string; now: number; notification: NotificationInput }
  | { type: "dismiss"; id: string }
  | { type: "expire"; now: number }
  | { type: "clear" };

export const emptyQueue: NotificationQueue = [];

/** Returns the same array when nothing changed, so React can skip the render. */
export function notificationsReducer(queue: NotificationQueue, action: NotificationAction): NotificationQueue {
  switch (action.type) {
    case "push":
      return push(expire(queue, action.now), action);
    case "dismiss": {
      const next = queue.filter((n) => n.id !== action.id);
      return next.length === queue.length ? queue : next;
    }
    case "expire":
      return expire(queue, action.now);
    case "clear":
      return queue.length === 0 ? queue : emptyQueue;
  }
}

/** When the component's timer should next fire, or null when nothing will leave by itself. */
export function nextDismissal(queue: NotificationQueue): number | null {
  let next: number | null = null;
  for (const n of queue) if (n.dismissAt !== null && (next === null || n.dismissAt < next)) next = n.dismissAt;
  return next;
}

function push(queue: NotificationQueue, action: Extract<NotificationAction, { type: "push" }>): NotificationQueue {
  const input = action.notification;
  if (!input.message.trim()) return queue;
  if (queue.some((n) => n.message === input.message || n.id === action.id)) return queue;
  const persist = input.persist ?? false;
  const notification: Notification = {
    id: action.id,
    message: input.message,
    type: input.type,
    icon: input.icon ?? null,
    title: input.title ?? null,
    persist,
    createdAt: action.now,
    dismissAt: persist ? null : action.now + DISMISS_AFTER_MS,
  };
  // The queue is kept oldest first, so overflow drops from the front.
  return [...queue, notification].slice(-MAX_SHOWN);
}

function expire(queue: NotificationQueue, now: number): NotificationQueue {
  const next = queue.filter((n) => n.dismissAt === null || n.dismissAt > now);
  return next.length === queue.length ? queue : next;
}
