import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Set by the mail job from its key, so a retried delivery carries the same id. */
  messageId?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real delivery through SMTP_URL. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }
}

/**
 * Without SMTP the embedded demo still "sends" mail: one JSON file per mail in DATA_DIR/outbox,
 * and a log line saying where, so a newcomer can read their sign-up code.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(mail: Mail): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const createdAt = new Date();
    const file = path.join(
      this.dir,
      `${createdAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.json`,
    );
    await writeFile(file, JSON.stringify({ ...mail, createdAt: createdAt.toISOString() }, null, 2));
    this.log.info(
      { to: mail.to, subject: mail.subject, file },
      `mail to ${mail.to} written to the outbox: ${mail.text}`,
    );
  }
}
