import { randomUUID } from "node:crypto";
import { readFileSync, unlinkSync } from "node:fs";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/** The lock file inside the directory a backend owns. */
export const LOCK_FILE_NAME = ".commerce.lock";

export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly pid: number;
  readonly lockFile: string;

  constructor(dataDir: string, pid: number, lockFile: string) {
    super(
      `The data directory ${dataDir} is in use by another backend process (pid ${pid}). ` +
        `PGlite allows only one process per directory, so stop that process first (kill ${pid}), ` +
        `or give this one its own directory (DATA_DIR=…) or a PostgreSQL DATABASE_URL. ` +
        `If no such process is running, delete ${lockFile}.`,
    );
    this.name = "DataDirLockedError";
    this.dataDir = dataDir;
    this.pid = pid;
    this.lockFile = lockFile;
  }
}

// Locks this process holds; a lock file naming our own pid is ours only if it is listed here, otherwise it was
// left by an earlier process that happened to get the same pid (common for pid 1 in containers).
const held = new Set<string>();

/** Whether a process with this id exists on this machine. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function readHolder(lockFile: string): Promise<{ pid: number; raw: string } | undefined> {
  try {
    const raw = await readFile(lockFile, "utf8");
    const pid = Number.parseInt(raw.split("\n")[0] ?? "", 10);
    return { pid: Number.isSafeInteger(pid) && pid > 0 ? pid : 0, raw };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Creates the lock file with its content in one step: link() fails if the name exists, unlike write-then-rename. */
async function tryCreate(lockFile: string, content: string): Promise<boolean> {
  const temp = `${lockFile}.${randomUUID()}.tmp`;
  await writeFile(temp, content);
  try {
    await link(temp, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    await unlink(temp).catch(() => {});
  }
}

/**
 * Makes this process the only backend using `dataDir`. PGlite has no lock of its own and two processes writing one
 * directory silently lose rows, so a second live holder is refused with DataDirLockedError; a lock left by a dead
 * process is taken over. Returns the release function; the lock is also removed when the process exits normally.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const dir = path.resolve(dataDir);
  const lockFile = path.join(dir, LOCK_FILE_NAME);
  await mkdir(dir, { recursive: true });
  const content = `${process.pid}\n${new Date().toISOString()}\n`;

  for (let attempt = 0; ; attempt++) {
    if (await tryCreate(lockFile, content)) break;
    const holder = await readHolder(lockFile);
    if (!holder) continue;
    const ours = holder.pid === process.pid && held.has(lockFile);
    // A lock file without a pid is being written by a racing process or is damaged; after a few looks, it is stale.
    const pending = holder.pid === 0 && attempt < 5;
    if (ours || (holder.pid !== process.pid && holder.pid !== 0 && isAlive(holder.pid))) {
      throw new DataDirLockedError(dir, holder.pid, lockFile);
    }
    if (pending) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    if (attempt > 20) throw new Error(`Could not take over the stale lock ${lockFile}.`);
    // Remove the stale lock only if it is still the one we judged stale: another process may have just replaced it.
    const again = await readHolder(lockFile);
    if (again?.raw === holder.raw) await unlink(lockFile).catch(() => {});
  }

  held.add(lockFile);
  const releaseSync = () => {
    if (!held.has(lockFile)) return;
    held.delete(lockFile);
    try {
      if (readFileSync(lockFile, "utf8") === content) unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  };
  process.once("exit", releaseSync);
  return async () => {
    process.off("exit", releaseSync);
    releaseSync();
  };
}
