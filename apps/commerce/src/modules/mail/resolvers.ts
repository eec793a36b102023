import type { Resolvers } from "../../core/generated/resolvers.ts";
import { latestOutboxMessages, linksOf } from "./outbox.ts";

export const resolvers: Resolvers = {
  Query: {
    developmentOutbox: async (_, args, ctx) =>
      (await latestOutboxMessages(ctx, args.pageSize ?? 20)).map((m) => ({
        id: m.id,
        kind: m.kind,
        store_code: m.storeCode,
        to: m.toAddress,
        subject: m.subject,
        text: m.textBody,
        html: m.htmlBody,
        links: linksOf(m.textBody),
        created_at: m.createdAt.toISOString(),
      })),
  },
};
