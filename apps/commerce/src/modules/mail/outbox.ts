import { desc } from "drizzle-orm";
import type { RequestContext } from "../../core/context.ts";
import { GraphQlInputError, GraphQlNoSuchEntityError } from "../../core/errors.ts";
import { mailOutbox } from "./tables.ts";

export type OutboxRow = typeof mailOutbox.$inferSelect;

export const MAX_OUTBOX_PAGE = 100;

/** The links of a message, in order, as a reader would follow them. */
export function linksOf(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

/**
 * The latest messages of the outbox, newest first. It holds the links that confirm accounts and reset passwords,
 * so it answers only with development tools on.
 */
export async function latestOutboxMessages(ctx: Pick<RequestContext, "db" | "devTools">, pageSize: number): Promise<OutboxRow[]> {
  if (!ctx.devTools) throw new GraphQlNoSuchEntityError("The development outbox is available only with COMMERCE_DEV_TOOLS=true.");
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_OUTBOX_PAGE) {
    throw new GraphQlInputError(`pageSize must be between 1 and ${MAX_OUTBOX_PAGE}.`);
  }
  return ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(pageSize);
}
