/**
 * A real local SMTP server for the browser tests (npm smtp-server): the backend delivers its account e-mails to it
 * over SMTP, and each message lands as an .eml file in a directory the tests read (global setup and the tests run
 * in different processes).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface MailServer {
  /** smtp:// URL for the backend's SMTP_URL. */
  url: string;
  stop(): Promise<void>;
}

export async function startMailServer(dir: string): Promise<MailServer> {
  mkdirSync(dir, { recursive: true });
  let serial = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        serial += 1;
        writeFileSync(join(dir, `${Date.now()}-${String(serial).padStart(5, "0")}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Every message delivered so far, oldest first. */
export async function receivedMails(dir: string): Promise<ReceivedMail[]> {
  const files = readdirSync(dir).filter((f) => f.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(", ") : (mail.to?.text ?? "");
      const text = mail.text ?? "";
      return { to, subject: mail.subject ?? "", text, links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [] };
    }),
  );
}

/** Waits for the newest message to an address whose subject matches, up to `timeoutMs`. */
export async function waitForMail(dir: string, to: string, subject: RegExp, timeoutMs = 30_000): Promise<ReceivedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await receivedMails(dir)).filter((m) => m.to.includes(to) && subject.test(m.subject)).at(-1);
    if (found) return found;
    if (Date.now() > until) throw new Error(`No e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
