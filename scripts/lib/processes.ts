import { spawn, type ChildProcess } from "node:child_process";

const COLORS = { cyan: 36, magenta: 35, yellow: 33, gray: 90, red: 31 } as const;
export type PrefixColor = keyof typeof COLORS;

export function paint(text: string, color: PrefixColor, stream: NodeJS.WriteStream = process.stdout): string {
  return stream.isTTY ? `\x1b[${COLORS[color]}m${text}\x1b[0m` : text;
}

const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;

/** Whether a line shows anything once terminal control sequences (cursor moves, colours) are removed. */
function visible(line: string): boolean {
  return line.replace(ANSI, "").trim().length > 0;
}

/** Writes every line (a carriage return counts as a line end, so progress spinners stay readable) behind a prefix. */
function prefixLines(source: NodeJS.ReadableStream, target: NodeJS.WriteStream, prefix: string): () => void {
  let pending = "";
  source.setEncoding("utf8");
  source.on("data", (chunk: string) => {
    const parts = (pending + chunk).split(/\r\n|\n|\r/);
    pending = parts.pop() ?? "";
    for (const line of parts) if (visible(line)) target.write(`${prefix} ${line}\n`);
  });
  return () => {
    if (visible(pending)) target.write(`${prefix} ${pending}\n`);
    pending = "";
  };
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Managed {
  name: string;
  child: ChildProcess;
  /** Settles when the process has exited and its output has been written. */
  exited: Promise<Exit>;
  running(): boolean;
  /** SIGTERM to the whole process group, SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<Exit>;
}

export interface LaunchOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  color: PrefixColor;
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Starts a child in its own process group so that stopping it also stops what it spawned (next's workers, the
 * process `node --watch` restarts), and so that only this script decides when children receive a signal.
 */
export function launch(name: string, command: string, args: string[], options: LaunchOptions): Managed {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}), ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const prefix = paint(`[${name}]`, options.color);
  const flushOut = prefixLines(child.stdout!, process.stdout, prefix);
  const flushErr = prefixLines(child.stderr!, process.stderr, prefix);
  let done = false;
  const exited = new Promise<Exit>((resolve) => {
    child.once("error", (error) => {
      process.stderr.write(`${prefix} could not start: ${error.message}\n`);
      done = true;
      resolve({ code: 1, signal: null });
    });
    child.once("exit", () => {
      // Helpers of the child (a server worker, say) may outlive it and keep its output open; they share its group.
      signalGroup(child.pid, "SIGTERM");
      setTimeout(() => signalGroup(child.pid, "SIGKILL"), 5_000).unref();
    });
    child.once("close", (code, signal) => {
      flushOut();
      flushErr();
      done = true;
      resolve({ code, signal });
    });
  });
  return {
    name,
    child,
    exited,
    running: () => !done,
    async stop(graceMs = 10_000) {
      if (done) return exited;
      signalGroup(child.pid, "SIGTERM");
      const timer = setTimeout(() => signalGroup(child.pid, "SIGKILL"), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** Registers process-wide handlers so that children never outlive this script, whatever way it ends. */
export function cleanUpOnExit(children: () => Managed[]): void {
  process.on("exit", () => {
    for (const managed of children()) if (managed.running()) signalGroup(managed.child.pid, "SIGKILL");
  });
}
