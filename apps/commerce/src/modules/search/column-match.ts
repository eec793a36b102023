import { sql } from "drizzle-orm";
import type { Db } from "../../core/database.ts";
import { queryRows } from "./rows.ts";

/**
 * Ids of listable products whose description (or short description) contains every word, for the
 * `description` / `short_description` match filters. Rare enough to stay in SQL.
 */
export async function columnMatch(
  db: Db,
  column: "description" | "short_description",
  words: string[],
): Promise<number[]> {
  if (words.length === 0) return [];
  const col = column === "description" ? sql`p.description` : sql`p.short_description`;
  const conditions = words.map((w) => sql`${col} ILIKE ${`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM products p WHERE p.is_enabled AND p.visibility > 1 AND ${sql.join(conditions, sql` AND `)}`,
  );
  return rows.map((r) => r.id);
}
