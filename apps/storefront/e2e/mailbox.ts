/**
 * A real local SMTP server for the browser tests' backend: every message it receives is written, parsed, as one
 * JSON file in a folder, so the tests (other processes than the global setup) can read the links out of it.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface DeliveredMail {
  to: string[];
  subject: string;
  text: string;
  /** The links of the plain-text body, in order. */
  links: string[];
}

export async function startMailbox(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        const text = parsed.text ?? "";
        const mail: DeliveredMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject ?? "",
          text,
          links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
        };
        writeFileSync(join(dir, `${Date.now()}-${count++}.json`), JSON.stringify(mail));
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The first message to this address that matches, once it has arrived (polls the folder). */
export async function waitForMail(dir: string, to: string, match: (mail: DeliveredMail) => boolean = () => true, timeoutMs = 20_000): Promise<DeliveredMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    for (const file of readdirSync(dir).sort()) {
      const mail = JSON.parse(readFileSync(join(dir, file), "utf8")) as DeliveredMail;
      if (mail.to.includes(to.toLowerCase()) && match(mail)) return mail;
    }
    if (Date.now() > until) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
