import nodemailer from "nodemailer";
import type { Db } from "../../core/database.ts";
import { redact } from "../../core/errors.ts";
import type { MailMessage, MailSender } from "../../core/mail.ts";
import { mailOutbox } from "./tables.ts";

/** Writes every message to the outbox table instead of sending it (no SMTP server configured). */
export function outboxSender(): MailSender {
  return {
    async send(db: Db, message: MailMessage) {
      await db.insert(mailOutbox).values({
        kind: message.kind,
        storeCode: message.storeCode,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      });
    },
    async settled() {},
  };
}

export interface SmtpOptions {
  /** smtp:// or smtps:// URL with credentials and options, as nodemailer reads it. */
  url: string;
  /** Sender, e.g. `Maison <no-reply@example.com>`. */
  from: string;
  /** Reports a message that could not be delivered (without its recipient or content). */
  onError(message: string): void;
}

/**
 * Sends over SMTP with nodemailer, in the background: the request that caused a message does not wait for it. Each
 * message opens its own connection (no pool), so there is nothing to release at shutdown but messages in flight.
 */
export function smtpSender(options: SmtpOptions): MailSender {
  const transport = nodemailer.createTransport(options.url);
  const pending = new Set<Promise<unknown>>();
  return {
    async send(_db: Db, message: MailMessage) {
      const delivery = transport
        .sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html })
        .catch((error: unknown) => {
          options.onError(`The ${message.kind} e-mail could not be sent: ${redact(error instanceof Error ? error.message : String(error))}`);
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async settled() {
      await Promise.all(pending);
    },
  };
}
