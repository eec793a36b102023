// Approves product reviews, which makes them public:
//   npm run reviews:approve -w apps/commerce -- 12 14        the reviews with these ids (rejected ones too)
//   npm run reviews:approve -w apps/commerce -- --all-pending every review awaiting moderation
// It works on the backend's database: DATABASE_URL, else the PGlite directory in DATA_DIR. PGlite allows one process
// per directory, so stop the backend first there; on PostgreSQL it runs alongside.
import { parseArgs } from "node:util";
import { loadCommerceConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { acquireDataDirLock } from "./db/lock.ts";
import { approveReviews } from "./modules/review/moderation.ts";

const USAGE = "Usage: npm run reviews:approve -w apps/commerce -- <review id>… | --all-pending\n";

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}`);
  process.exit(2);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({ options: { "all-pending": { type: "boolean", default: false } }, allowPositionals: true });
  } catch (error) {
    return fail((error as Error).message);
  }
})();
const allPending = values["all-pending"];
if (allPending === (positionals.length > 0)) fail("Give either review ids or --all-pending.");
const ids = positionals.map((p) => (/^\d{1,9}$/.test(p) && Number(p) > 0 ? Number(p) : fail(`Not a review id: ${p}`)));

const loaded = loadCommerceConfig();
if (!loaded.ok) {
  process.stderr.write(`Invalid commerce configuration:\n${loaded.errors.map((e) => `  ${e}\n`).join("")}`);
  process.exit(1);
}
const { config } = loaded;
const release = config.databaseUrl ? async () => {} : await acquireDataDirLock(config.dataDir).catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.databaseDir });
try {
  const result = await approveReviews(database.db, allPending ? "all-pending" : { ids });
  const list = (n: number[]) => n.join(", ");
  if (allPending) {
    process.stdout.write(result.approved.length ? `Approved ${result.approved.length} pending review(s): ${list(result.approved)}.\n` : "No reviews are pending.\n");
  } else {
    if (result.approved.length) process.stdout.write(`Approved review(s) ${list(result.approved)}.\n`);
    if (result.alreadyApproved.length) process.stdout.write(`Already approved: ${list(result.alreadyApproved)}.\n`);
    if (result.missing.length) {
      process.stderr.write(`No review has the id ${list(result.missing)}.\n`);
      process.exitCode = 1;
    }
  }
} finally {
  await database.close();
  await release();
}
