import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The links of the plain-text body, in order. */
  links: string[];
}

export interface LocalSmtp {
  /** smtp:// URL of the server, for nodemailer. */
  url: string;
  messages: ReceivedMail[];
  /** The first message (received already or within the timeout) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps every message it receives, parsed. */
export async function startLocalSmtp(): Promise<LocalSmtp> {
  const messages: ReceivedMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        const text = parsed.text ?? "";
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? "",
          text,
          html: typeof parsed.html === "string" ? parsed.html : "",
          links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
        });
        for (const wake of waiting) wake();
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiting.delete(check);
        };
        waiting.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
