"use client";

import type { NotificationQueue } from "./queue";

export function NotificationList({ queue, dismissLabel, onDismiss }: { queue: NotificationQueue; dismissLabel: string; onDismiss: (id: string) => void }) {
  return queue.map((n) => (
    <div
      key={n.id}
      role={n.type === "danger" ? "alert" : undefined}
      className={`pointer-events-auto flex w-full max-w-md items-start gap-3 border bg-ivory px-5 py-4 text-sm shadow-lg ${
        n.type === "danger" ? "border-sale text-sale" : n.type === "success" ? "border-ink" : "border-line"
      }`}
      data-testid="notification"
      data-type={n.type}
    >
      <div className="flex-1">
        {n.title ? <p className="font-sans-medium">{n.title}</p> : null}
        <p>{n.message}</p>
      </div>
      <button type="button" aria-label={dismissLabel} onClick={() => onDismiss(n.id)} className="text-lg leading-none">
        ×
      </button>
    </div>
  ));
}
