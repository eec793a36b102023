// `npm run mail:outbox -w apps/commerce [-- --count N]`: the latest e-mails the backend wrote to its outbox (no
// SMTP_URL), with their links, read from the running backend's development outbox (COMMERCE_DEV_TOOLS=true, as under
// `npm run dev`). PGlite admits one process per data directory, so asking the backend beats opening the database.
import { loadCommerceConfig } from "./config.ts";

const QUERY = `query($pageSize: Int) {
  developmentOutbox(pageSize: $pageSize) { id kind store_code to subject links created_at }
}`;

interface OutboxMessage {
  id: number;
  kind: string;
  store_code: string;
  to: string;
  subject: string;
  links: string[];
  created_at: string;
}

/** Prints the latest `count` messages, newest first; returns the exit code. */
export async function printOutbox(graphqlUrl: string, count: number, write: (line: string) => void): Promise<number> {
  let body: { data?: { developmentOutbox: OutboxMessage[] | null }; errors?: { message: string }[] };
  try {
    const response = await fetch(graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json", store: "default" },
      body: JSON.stringify({ query: QUERY, variables: { pageSize: count } }),
      signal: AbortSignal.timeout(10_000),
    });
    body = (await response.json()) as typeof body;
  } catch (error) {
    write(`The backend does not answer at ${graphqlUrl} (${(error as Error).message}). Start it with npm run dev.`);
    return 1;
  }
  if (body.errors?.length) {
    write(`The backend refused: ${body.errors[0]!.message}`);
    return 1;
  }
  const messages = body.data?.developmentOutbox ?? [];
  if (messages.length === 0) write("The outbox is empty.");
  for (const m of messages) {
    write(`#${m.id}  ${m.created_at}  ${m.kind}  ${m.store_code}  to ${m.to}`);
    write(`    ${m.subject}`);
    for (const link of m.links) write(`    ${link}`);
  }
  return 0;
}

async function main(): Promise<void> {
  const loaded = loadCommerceConfig(process.env);
  if (!loaded.ok) {
    process.stderr.write(`Invalid commerce configuration:\n${loaded.errors.map((e) => `  ${e}\n`).join("")}`);
    process.exit(1);
  }
  const at = process.argv.indexOf("--count");
  const count = at === -1 ? 10 : Number(process.argv[at + 1]);
  if (!Number.isInteger(count) || count < 1 || count > 100) {
    process.stderr.write("--count takes a whole number from 1 to 100.\n");
    process.exit(1);
  }
  process.exitCode = await printOutbox(`${loaded.config.publicUrl}/graphql`, count, (line) => process.stdout.write(`${line}\n`));
}

if (import.meta.main) await main();
