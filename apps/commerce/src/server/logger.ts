import { redact } from "../core/errors.ts";

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const consoleLogger: Logger = {
  info: (m) => process.stdout.write(`${m}\n`),
  warn: (m) => process.stderr.write(`${m}\n`),
  error: (m) => process.stderr.write(`${m}\n`),
};

/**
 * An error's name, message and stack frames, without argument values: a database error's message carries the
 * query's parameters (the client's arguments), so it is logged as its SQL text and the database's error code.
 */
function describeError(error: Error): string {
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  let message = error.message;
  if ("query" in error && "params" in error && typeof error.query === "string") {
    const cause = error.cause instanceof Error ? error.cause : undefined;
    const code = cause && "code" in cause && typeof cause.code === "string" ? ` ${cause.code}` : "";
    message = `Failed query: ${error.query}${cause ? ` (${cause.name}${code})` : ""}`;
  }
  return [`${error.name}: ${message}`, ...frames].join("\n");
}

/** One log line for errors and values, with the stack of the underlying error and without personal data. */
export function describeForLog(args: unknown[]): string {
  return args
    .map((a) => {
      if (a instanceof Error) {
        const path = "path" in a && Array.isArray(a.path) ? ` (at ${a.path.join(".")})` : "";
        const original = "originalError" in a && a.originalError instanceof Error ? a.originalError : a;
        return redact(`${describeError(original)}${path}`);
      }
      return redact(typeof a === "string" ? a : (JSON.stringify(a) ?? String(a)));
    })
    .join(" ");
}
