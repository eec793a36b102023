import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../db/migrate.ts";
import { createEmptyTestDatabase } from "../test/database.ts";
import type { Database } from "./database.ts";
import { formatWait, hit } from "./rate-limit.ts";
import { rateLimitCounters } from "./tables.ts";

let database: Database;
beforeAll(async () => {
  database = await createEmptyTestDatabase();
  await migrate(database);
});
afterAll(() => database.close());

const T0 = new Date("2026-01-01T12:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const limit = { limit: 3, windowSeconds: 60 };
const counters = async () => (await database.db.select().from(rateLimitCounters)).length;

describe("rate limiter (counters in the database)", () => {
  it("allows `limit` hits per window, refuses the next until the window ends, then allows again", async () => {
    const tries = [];
    for (const second of [0, 1, 2, 3, 59]) tries.push(await hit({ db: database.db, now: at(second) }, { bucket: "t1", key: "a", ...limit }));
    expect(tries.map((t) => t.allowed)).toEqual([true, true, true, false, false]);
    expect(tries[3]).toEqual({ allowed: false, retryAfterSeconds: 57 });
    expect(tries[4]).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await hit({ db: database.db, now: at(60) }, { bucket: "t1", key: "a", ...limit })).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("counts each bucket and key on its own", async () => {
    const now = at(0);
    for (let i = 0; i < 3; i++) await hit({ db: database.db, now }, { bucket: "t2", key: "a", ...limit });
    expect((await hit({ db: database.db, now }, { bucket: "t2", key: "a", ...limit })).allowed).toBe(false);
    expect((await hit({ db: database.db, now }, { bucket: "t2", key: "b", ...limit })).allowed).toBe(true);
    expect((await hit({ db: database.db, now }, { bucket: "t3", key: "a", ...limit })).allowed).toBe(true);
  });

  it("stores no key as given", async () => {
    await hit({ db: database.db, now: at(0) }, { bucket: "t4", key: "198.51.100.7", ...limit });
    const rows = await database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.bucket, "t4"));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain("198.51.100.7");
  });

  it("lets exactly `limit` of 50 concurrent hits through", async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () =>
      hit({ db: database.db, now: at(0) }, { bucket: "t5", key: "burst", limit: 10, windowSeconds: 60 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    const [row] = await database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.bucket, "t5"));
    expect(row?.hits).toBe(50);
  });

  it("deletes counters whose window has ended when a new window opens", async () => {
    await database.db.delete(rateLimitCounters);
    for (const key of ["x", "y", "z"]) await hit({ db: database.db, now: at(0) }, { bucket: "t6", key, ...limit });
    // Still running windows are kept, and a hit in a running window sweeps nothing.
    await hit({ db: database.db, now: at(30) }, { bucket: "t6", key: "w", ...limit });
    expect(await counters()).toBe(4);
    await hit({ db: database.db, now: at(61) }, { bucket: "t6", key: "w", ...limit });
    expect(await counters()).toBe(4);
    // A new window (a new key) clears the ended ones: x, y and z ended at 60 s; w's runs until 90 s.
    await hit({ db: database.db, now: at(61) }, { bucket: "t6", key: "v", ...limit });
    expect(await counters()).toBe(2);
  });
});

describe("formatWait", () => {
  it("says seconds under a minute and whole minutes, rounded up, beyond", () => {
    expect([1, 40, 60, 61, 600].map(formatWait)).toEqual(["1 second", "40 seconds", "1 minute", "2 minutes", "10 minutes"]);
  });
});
