import type { Db } from "./database.ts";

/** An e-mail to one recipient, with its plain-text and HTML bodies. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is, e.g. `account-confirmation`: the outbox lists it, tests find messages by it. */
  kind: string;
  storeCode: string;
}

/** Sends the backend's e-mails: over SMTP when configured, else into the outbox table (the mail module has both). */
export interface MailSender {
  /**
   * Hands a message over. It does not wait for an SMTP server: a slow or failing mail server must neither hold up
   * nor fail the request, nor let its duration tell whether a message was sent. Failures are logged.
   */
  send(db: Db, message: MailMessage): Promise<void>;
  /** Waits until the messages handed over so far are delivered or have failed (shutdown, tests). */
  settled(): Promise<void>;
}
