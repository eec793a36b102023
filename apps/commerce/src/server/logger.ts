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

/** One log line for errors and values, with the stack of the underlying error and without personal data. */
export function describeForLog(args: unknown[]): string {
  return args
    .map((a) => {
      if (a instanceof Error) {
        const path = "path" in a && Array.isArray(a.path) ? ` (at ${a.path.join(".")})` : "";
        const original = "originalError" in a && a.originalError instanceof Error ? a.originalError : a;
        return redact(`${original.stack ?? `${original.name}: ${original.message}`}${path}`);
      }
      return redact(typeof a === "string" ? a : (JSON.stringify(a) ?? String(a)));
    })
    .join(" ");
}
