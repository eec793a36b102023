import { Redis } from "ioredis";
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { resolve } from "node:path";

const storefrontRoot = resolve(import.meta.dirname, "..");

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "localhost");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("Could not pick a free port");
  return address.port;
}

export interface Service {
  name: string;
  child: ChildProcess;
  /** The last lines the process printed, to explain a failed start. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts a child in its own process group so stopping it also stops whatever it spawned. */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; echo?: (line: string) => boolean },
): Service {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 200) lines.shift();
      if (options.echo?.(line)) process.stderr.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = once(child, "exit");
  return {
    name,
    child,
    output: () => lines.slice(-40).join("\n"),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      const group = -child.pid;
      process.kill(group, "SIGTERM");
      const timer = setTimeout(() => {
        try {
          process.kill(group, "SIGKILL");
        } catch {
          // Already gone.
        }
      }, 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls a URL until it answers (any status below 500), the service dies, or the deadline passes. */
export async function waitForHttp(url: string, service: Service | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service && service.child.exitCode !== null) {
      throw new Error(`${service.name} exited with code ${service.child.exitCode}:\n${service.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: "manual" });
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s${service ? `:\n${service.output()}` : ""}`);
}

/** Whether a Redis answers at this URL (a refused connection is an answer here, not an error to report). */
export async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 1_000, retryStrategy: () => null });
  redis.on("error", () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * A production storefront (server.ts, as `npm start` runs it) from the suites' build, its environment `env` over the
 * suite's own; the lines `echo` picks (its errors, unless a suite expects some) are shown.
 */
export function startStorefrontServer(name: string, env: Record<string, string>, echo = (line: string) => /error|⨯/i.test(line)): Service {
  return startService(name, process.execPath, ["server.ts"], {
    cwd: storefrontRoot,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
    echo,
  });
}
