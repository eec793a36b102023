// `npm test`: every suite, then one summary line per stage and the totals. The stages run in two lanes at once: the
// storefront's (its unit tests, then the browser suites, streaming their output) and the backend's (both databases,
// at a lower CPU priority, their output shown when the lane is done). The browser suites spend much of their time
// waiting on pages, servers and timers; the backend suites use the cores they leave idle. `TEST_LANES=off` runs
// every stage in turn, each streaming its output.
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { COMMERCE_DIR, REPO_ROOT, STOREFRONT_DIR } from "./lib/paths.ts";
import { paint } from "./lib/processes.ts";

interface Stage {
  name: string;
  dir: string;
  script: string;
  env?: NodeJS.ProcessEnv;
  skip?: () => string | null | Promise<string | null>;
}

interface Outcome {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  note?: string;
  /** The checks that did not run, one line each (see notRun). */
  notRun: string[];
  /** The tests that failed, with the first line of their error, one line each. */
  failures: string[];
}

const withoutPostgres = { ...process.env };
delete withoutPostgres.TEST_DATABASE_URL;

const backendStages: Stage[] = [
  { name: "commerce (PGlite)", dir: COMMERCE_DIR, script: "test", env: withoutPostgres },
  {
    name: "commerce (PostgreSQL)",
    dir: COMMERCE_DIR,
    script: "test",
    skip: () => (process.env.TEST_DATABASE_URL ? null : "TEST_DATABASE_URL is not set"),
  },
];
const storefrontStages: Stage[] = [
  { name: "storefront", dir: STOREFRONT_DIR, script: "test" },
  {
    name: "end-to-end (browser)",
    dir: STOREFRONT_DIR,
    script: "test:e2e",
    // The browser tests run against the production build. Their setup builds it when it is missing or stale, once
    // their backend answers, as `npm start` does: the prerendered shells then hold catalogue content (ADR 007).
  },
];
/** The order of the summary. */
const stages = [...backendStages, ...storefrontStages];

/** How a stage's output reaches the reader, and at which CPU priority it runs. */
interface Output {
  /** A file that takes the output instead of this terminal. */
  log?: string;
  /** Runs under `nice` at this increment. */
  nice?: number;
}

async function hasScript(dir: string, script: string): Promise<boolean> {
  const manifest = JSON.parse(await readFile(path.join(dir, "package.json"), "utf8")) as { scripts?: Record<string, string> };
  return Boolean(manifest.scripts?.[script]);
}

function run(dir: string, script: string, args: string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  const workspace = path.relative(REPO_ROOT, dir);
  const npm = ["npm", "run", script, "-w", workspace, "--", ...args];
  const [command, ...commandArgs] = output.nice ? ["nice", "-n", String(output.nice), ...npm] : npm;
  return new Promise((resolve) => {
    const log = output.log ? createWriteStream(output.log, { flags: "a" }) : null;
    const child = spawn(command!, commandArgs, { cwd: REPO_ROOT, env, stdio: log ? ["ignore", "pipe", "pipe"] : "inherit" });
    if (log) {
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
    }
    const done = (code: number) => (log ? log.end(() => resolve(code)) : resolve(code));
    child.once("error", () => done(1));
    child.once("close", (code) => done(code ?? 1));
  });
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: { ancestorTitles: string[]; title: string; status: string; failureMessages?: string[] }[];
  }[];
}

/**
 * The failed tests, named in the summary: a CI log is often read from its end, and the stages' own output of a
 * long run may be cut.
 */
function failures(json: VitestJson): string[] {
  const firstLine = (text: string | undefined) => (text ?? "").split("\n").find((l) => l.trim())?.trim().slice(0, 200) ?? "";
  const lines: string[] = [];
  for (const file of json.testResults) {
    const where = path.relative(REPO_ROOT, file.name);
    const failed = file.assertionResults.filter((t) => t.status === "failed");
    for (const test of failed) lines.push(`${where} › ${[...test.ancestorTitles, test.title].join(" › ")}: ${firstLine(test.failureMessages?.[0])}`);
    if (!failed.length && file.message) lines.push(`${where}: ${firstLine(file.message)}`);
  }
  return lines;
}

const NOT_RUN = new Set(["skipped", "pending", "todo"]);

/**
 * The tests that did not run, named so that a reader learns why: a check that cannot run here (e.g. it needs the
 * reference files in ../shared next to the repository) is skipped under a title that says what it needs. The tests
 * of a block skipped as a whole make one line, named after the block.
 */
function notRun(json: VitestJson): string[] {
  const lines = new Set<string>();
  for (const file of json.testResults) {
    const tests = file.assertionResults.map((t) => ({ path: [...t.ancestorTitles, t.title], skipped: NOT_RUN.has(t.status) }));
    const under = (prefix: string[]) => tests.filter((t) => prefix.every((title, i) => t.path[i] === title));
    for (const test of tests.filter((t) => t.skipped)) {
      // The outermost block (or the test itself) all of whose tests are skipped.
      let depth = 1;
      while (depth < test.path.length && !under(test.path.slice(0, depth)).every((t) => t.skipped)) depth++;
      const block = test.path.slice(0, depth);
      const count = under(block).length;
      lines.add(`${path.relative(REPO_ROOT, file.name)} › ${block.join(" › ")}${count > 1 ? ` (${count} tests)` : ""}`);
    }
  }
  return [...lines];
}

async function runStage(stage: Stage, reportDir: string, output: Output): Promise<Outcome> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const outcome = (o: Partial<Outcome>): Outcome => ({ name: stage.name, passed: 0, failed: 0, skipped: 0, seconds: seconds(), notRun: [], failures: [], ...o });

  if (!(await hasScript(stage.dir, stage.script))) {
    return outcome({ note: `skipped: ${path.relative(REPO_ROOT, stage.dir)} has no "${stage.script}" script` });
  }
  const skipReason = await stage.skip?.();
  if (skipReason) return outcome({ note: `skipped: ${skipReason}` });

  const report = path.join(reportDir, `${stage.name.replace(/\W+/g, "-").replace(/-$/, "")}.json`);
  const code = await run(
    stage.dir,
    stage.script,
    ["--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    stage.env ?? process.env,
    output,
  );
  let json: VitestJson | undefined;
  try {
    json = JSON.parse(await readFile(report, "utf8")) as VitestJson;
  } catch {
    // No report: the runner did not get as far as running tests.
  }
  if (!json) return outcome({ failed: code === 0 ? 0 : 1, note: code === 0 ? "no test report" : `exited with code ${code}` });
  const skipped = json.numPendingTests + json.numTodoTests;
  const counts = { passed: json.numPassedTests, skipped, notRun: notRun(json), failures: failures(json) };
  if (code !== 0 && json.numFailedTests === 0) {
    // A suite that fails to load or an unhandled error fails the run without failing a test; count it, so that a
    // red stage never totals 0 failed.
    const failed = Math.max(1, json.numFailedTestSuites);
    return outcome({ ...counts, failed, note: "errors outside tests, see above" });
  }
  return outcome({ ...counts, failed: json.numFailedTests });
}

const header = (stage: Stage) => `\n${paint(`━━ ${stage.name} ━━`, "cyan")}`;

/** Runs the stages in turn, each streaming its output. */
async function streamLane(lane: Stage[], reportDir: string): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const stage of lane) {
    console.log(header(stage));
    const result = await runStage(stage, reportDir, {});
    if (result.note?.startsWith("skipped")) console.log(result.note);
    outcomes.push(result);
  }
  return outcomes;
}

/** Runs the stages in turn at a lower CPU priority, each writing its output to a file of its own. */
async function quietLane(lane: Stage[], reportDir: string): Promise<{ outcomes: Outcome[]; print: () => Promise<void> }> {
  const outcomes: Outcome[] = [];
  const logs: string[] = [];
  for (const stage of lane) {
    const log = path.join(reportDir, `${stage.name.replace(/\W+/g, "-")}.log`);
    logs.push(log);
    const result = await runStage(stage, reportDir, { log, nice: 10 });
    outcomes.push(result);
  }
  const print = async () => {
    for (const [i, stage] of lane.entries()) {
      console.log(header(stage));
      process.stdout.write(await readFile(logs[i]!, "utf8").catch(() => ""));
      const note = outcomes[i]?.note;
      if (note?.startsWith("skipped")) console.log(note);
    }
  };
  return { outcomes, print };
}

async function main(): Promise<void> {
  const reportDir = await mkdtemp(path.join(tmpdir(), "maison-test-"));
  const outcomes: Outcome[] = [];
  try {
    if (process.env.TEST_LANES === "off") {
      outcomes.push(...(await streamLane(stages, reportDir)));
    } else {
      console.log(`${paint(`The backend suites run meanwhile; their output follows the browser suites'.`, "gray")}`);
      const [backend, storefront] = await Promise.all([quietLane(backendStages, reportDir), streamLane(storefrontStages, reportDir)]);
      await backend.print();
      outcomes.push(...backend.outcomes, ...storefront);
    }
  } finally {
    await rm(reportDir, { recursive: true, force: true });
  }

  console.log(`\n${paint("━━ summary ━━", "cyan")}`);
  const width = Math.max(...outcomes.map((o) => o.name.length));
  for (const o of outcomes) {
    const counts = o.note?.startsWith("skipped")
      ? o.note
      : `${o.failed ? "FAIL" : "ok  "}  ${o.passed} passed / ${o.failed} failed / ${o.skipped} skipped${o.note ? ` (${o.note})` : ""}`;
    console.log(`  ${o.name.padEnd(width)}  ${counts}  [${o.seconds.toFixed(1)} s]`);
  }
  for (const o of outcomes) {
    for (const line of o.notRun) console.log(`  skipped in ${o.name}: ${line}`);
  }
  for (const o of outcomes) {
    for (const line of o.failures) console.log(paint(`  failed in ${o.name}: ${line}`, "red"));
  }
  const passed = outcomes.reduce((n, o) => n + o.passed, 0);
  const failed = outcomes.reduce((n, o) => n + o.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
