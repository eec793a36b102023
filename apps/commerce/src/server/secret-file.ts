import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";

const MIN_LENGTH = 32;

async function readSecret(file: string): Promise<string | null> {
  try {
    const value = (await readFile(file, "utf8")).trim();
    if (value.length < MIN_LENGTH) throw new Error(`${file} holds no usable key (${MIN_LENGTH}+ characters); delete it to have a new one made.`);
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * A key kept in a file of the data directory, so that a start without the key in the environment still works and
 * keeps working across restarts: read when the file is there, else generated (256 bits) and written readable by
 * this user only. Of two processes creating it at once, the second reads what the first wrote.
 */
export async function persistentSecret(file: string): Promise<string> {
  const existing = await readSecret(file);
  if (existing) return existing;
  try {
    await writeFile(file, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return (await readSecret(file))!;
}
