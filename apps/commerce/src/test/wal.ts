import { sql } from "drizzle-orm";
import type { Database } from "../core/database.ts";

const BLOCK = 512;

function entryName(header: Uint8Array): string {
  const text = (from: number, length: number) => {
    const bytes = header.subarray(from, from + length);
    const end = bytes.indexOf(0);
    return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
  };
  const prefix = text(345, 155);
  const name = text(0, 100);
  return prefix ? `${prefix}/${name}` : name;
}

/** Copies an uncompressed (ustar) archive without the entries `drop` selects. */
function withoutEntries(tar: Uint8Array, drop: (name: string) => boolean): Uint8Array {
  const parts: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break;
    const size = Number.parseInt(new TextDecoder().decode(header.subarray(124, 136)).replace(/\0.*$/, "").trim() || "0", 8);
    const length = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (!drop(entryName(header))) parts.push(tar.subarray(offset, offset + length));
    offset += length;
  }
  parts.push(new Uint8Array(BLOCK * 2));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Dumps a PGlite database for cloning. Seeding leaves several 16 MB WAL segments that PostgreSQL keeps for reuse;
 * after a checkpoint only the current one is needed, so the others are left out and every clone loads less.
 */
export async function dumpWithoutSpareWal(database: Database): Promise<Uint8Array> {
  const client = (database.db as unknown as { $client: { dumpDataDir(c?: "none"): Promise<Blob> } }).$client;
  const current = async () => {
    const result = (await database.db.execute(sql`SELECT pg_walfile_name(pg_current_wal_lsn()) AS name`)) as unknown as { rows: { name: string }[] };
    return result.rows[0]!.name;
  };
  for (;;) {
    await database.db.execute(sql`CHECKPOINT`);
    const before = await current();
    const tar = new Uint8Array(await (await client.dumpDataDir("none")).arrayBuffer());
    // A segment switch while dumping would make the kept segment the wrong one: dump again.
    if ((await current()) !== before) continue;
    return withoutEntries(tar, (name) => {
      const m = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name);
      return m !== null && m[1] !== before;
    });
  }
}
