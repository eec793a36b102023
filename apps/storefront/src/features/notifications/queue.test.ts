import { describe, expect, it } from "vitest";
import {
  DISMISS_AFTER_MS,
  emptyQueue,
  nextDismissal,
  notificationsReducer,
  type NotificationAction,
  type NotificationInput,
  type NotificationQueue,
} from "./queue";

const push = (id: string, now: number, notification: Partial<NotificationInput> = {}): NotificationAction => ({
  type: "push",
  id,
  now,
  notification: { message: `message ${id}`, type: "info", ...notification },
});

const run = (...actions: NotificationAction[]): NotificationQueue => actions.reduce(notificationsReducer, emptyQueue);
const ids = (queue: NotificationQueue) => queue.map((n) => n.id);

describe("notificationsReducer", () => {
  it("stores every field, with dismissAt 4000 ms after creation", () => {
    const [n] = run(push("a", 1_000, { message: "Product removed", type: "success", icon: "check", title: "Cart" }));
    expect(n).toEqual({
      id: "a",
      message: "Product removed",
      type: "success",
      icon: "check",
      title: "Cart",
      persist: false,
      createdAt: 1_000,
      dismissAt: 1_000 + DISMISS_AFTER_MS,
    });
    expect(DISMISS_AFTER_MS).toBe(4000);
  });

  it("gives persistent notices no dismissal time and defaults icon and title to null", () => {
    const [n] = run(push("a", 0, { type: "danger", persist: true }));
    expect(n).toMatchObject({ type: "danger", persist: true, dismissAt: null, icon: null, title: null });
  });

  it.each<[string, NotificationAction[], string[]]>([
    ["keeps the order of arrival", [push("a", 0), push("b", 1), push("c", 2)], ["a", "b", "c"]],
    ["a fourth drops the oldest", [push("a", 0), push("b", 1), push("c", 2), push("d", 3)], ["b", "c", "d"]],
    ["the oldest goes even when it persists", [push("a", 0, { persist: true }), push("b", 1), push("c", 2), push("d", 3)], ["b", "c", "d"]],
    ["a duplicate message is ignored", [push("a", 0, { message: "Saved" }), push("b", 1, { message: "Saved", type: "success" })], ["a"]],
    [
      "a duplicate does not push out the oldest",
      [push("a", 0), push("b", 1), push("c", 2), push("d", 3, { message: "message a" })],
      ["a", "b", "c"],
    ],
    ["messages differing in case are distinct", [push("a", 0, { message: "Saved" }), push("b", 1, { message: "saved" })], ["a", "b"]],
    [
      "a message may come back once the first left",
      [push("a", 0, { message: "Saved" }), { type: "expire", now: 4000 }, push("b", 4001, { message: "Saved" })],
      ["b"],
    ],
    ["an expired duplicate does not block", [push("a", 0, { message: "Saved" }), push("b", 5000, { message: "Saved" })], ["b"]],
    ["an empty message is ignored", [push("a", 0, { message: "  " })], []],
    ["a reused id is ignored", [push("a", 0), push("a", 1, { message: "other" })], ["a"]],
    ["dismiss removes by id", [push("a", 0), push("b", 1), { type: "dismiss", id: "a" }], ["b"]],
    ["dismiss of an unknown id is harmless", [push("a", 0), { type: "dismiss", id: "zz" }], ["a"]],
    ["expire keeps notices before their time", [push("a", 0), { type: "expire", now: 3999 }], ["a"]],
    ["expire removes notices at their time", [push("a", 0), push("b", 1000), { type: "expire", now: 4000 }], ["b"]],
    ["expire keeps persistent notices", [push("a", 0, { persist: true }), { type: "expire", now: 1e12 }], ["a"]],
    ["clear empties the queue", [push("a", 0, { persist: true }), push("b", 1), { type: "clear" }], []],
  ])("%s", (_, actions, expected) => {
    expect(ids(run(...actions))).toEqual(expected);
  });

  it("returns the same queue when nothing changed", () => {
    const queue = run(push("a", 0, { message: "Saved" }));
    expect(notificationsReducer(queue, push("b", 1, { message: "Saved" }))).toBe(queue);
    expect(notificationsReducer(queue, { type: "dismiss", id: "zz" })).toBe(queue);
    expect(notificationsReducer(queue, { type: "expire", now: 1 })).toBe(queue);
    expect(notificationsReducer(emptyQueue, { type: "clear" })).toBe(emptyQueue);
  });

  it("never mutates the queue it is given", () => {
    const queue = run(push("a", 0), push("b", 1), push("c", 2));
    const copy = structuredClone(queue);
    notificationsReducer(queue, push("d", 3));
    notificationsReducer(queue, { type: "dismiss", id: "a" });
    expect(queue).toEqual(copy);
  });
});

describe("nextDismissal", () => {
  it.each<[string, NotificationAction[], number | null]>([
    ["empty queue", [], null],
    ["only persistent notices", [push("a", 0, { persist: true })], null],
    ["the earliest passing notice", [push("a", 500, { persist: true }), push("b", 2000), push("c", 1000)], 5000],
  ])("%s", (_, actions, expected) => {
    expect(nextDismissal(run(...actions))).toBe(expected);
  });
});
