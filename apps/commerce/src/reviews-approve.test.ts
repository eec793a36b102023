import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "./modules/review/tables.ts";
import { DEMO_CUSTOMER } from "./seed/customers.ts";
import { createProcessTestDatabase, type ProcessTestDatabase } from "./test/database.ts";

const APP_DIR = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);

describe("npm run reviews:approve", () => {
  let dataDir: string;
  let database: ProcessTestDatabase;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "commerce-reviews-"));
    database = await createProcessTestDatabase(dataDir);
    env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database.env.DATABASE_URL ?? "", LOG_LEVEL: "warn" };
  });

  afterAll(async () => {
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Runs the command; PGlite allows one process per directory, so the test holds no connection meanwhile. */
  async function approve(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await run(process.execPath, ["src/reviews-approve.ts", ...args], { cwd: APP_DIR, env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  async function statuses(ids: number[]): Promise<string[]> {
    const db = await database.open();
    try {
      const rows = await db.db.select({ id: reviews.id, status: reviews.status }).from(reviews).where(inArray(reviews.id, ids));
      return ids.map((id) => rows.find((r) => r.id === id)?.status ?? "missing");
    } finally {
      await db.close();
    }
  }

  it("approves reviews by id and says which were approved already or unknown", async () => {
    const db = await database.open();
    const [pending] = await db.db.select({ id: reviews.id }).from(reviews)
      .where(and(eq(reviews.customerId, DEMO_CUSTOMER.id), eq(reviews.status, "PENDING")));
    const [approved] = await db.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.status, "APPROVED")).limit(1);
    await db.close();
    expect(pending && approved).toBeTruthy();

    const result = await approve(String(pending!.id), String(approved!.id), "999999999");
    expect(result).toEqual({
      code: 1,
      stdout: `Approved review(s) ${pending!.id}.\nAlready approved: ${approved!.id}.\n`,
      stderr: "No review has the id 999999999.\n",
    });
    expect(await statuses([pending!.id])).toEqual(["APPROVED"]);
  });

  it("approves every pending review at once", async () => {
    const db = await database.open();
    const waiting = (await db.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.status, "PENDING"))).map((r) => r.id);
    await db.close();
    expect(waiting.length).toBeGreaterThan(0);
    const result = await approve("--all-pending");
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`Approved ${waiting.length} pending review(s): ${waiting.sort((a, b) => a - b).join(", ")}.\n`);
    expect(new Set(await statuses(waiting))).toEqual(new Set(["APPROVED"]));
    expect((await approve("--all-pending")).stdout).toBe("No reviews are pending.\n");
  });

  it("explains its usage when the arguments are wrong", async () => {
    for (const args of [["--all-pending", "3"], ["abc"]]) {
      const result = await approve(...args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).toContain("Usage: npm run reviews:approve -w apps/commerce -- <review id>… | --all-pending");
    }
  });
});
