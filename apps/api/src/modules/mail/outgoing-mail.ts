import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Mail, Mailer } from '../../plugins/mail.ts';

export const mailJob = 'mail';

interface MailJobData {
  mail: Mail;
  /** A verification code's mail is dropped once that code can no longer confirm. */
  verificationCodeId?: number;
}

export interface OutgoingMailDeps {
  jobs: JobQueue;
  transport: Mailer;
  /** Whether a verification code is still open (not used, replaced or expired). */
  codeIsOpen(codeId: number): Promise<boolean>;
  /** The host part of Message-IDs (PUBLIC_URL's host). */
  host: string;
}

/**
 * Mail goes out through the job queue: queued in the transaction that causes it, retried with
 * backoff until the SMTP server answers (about a day), sent once per key. A run that delivered
 * but died before recording it is retried; the Message-ID derived from the key lets mail systems
 * drop that copy.
 */
export function createOutgoingMail({ jobs, transport, codeIsOpen, host }: OutgoingMailDeps) {
  jobs.define<MailJobData>(mailJob, {
    // 2 s doubling (PostgreSQL-side jitter): the 15th try comes about 18 h after the first.
    retryLimit: 15,
    expireInSeconds: 120,
    async run(data, job) {
      if (data.verificationCodeId !== undefined && !(await codeIsOpen(data.verificationCodeId))) return;
      const messageId = `<${createHash('sha256').update(job.key).digest('hex').slice(0, 32)}@${host}>`;
      await transport.send({ ...data.mail, messageId });
    },
  });

  return {
    /** Queues `mail` under `key`; with `tx`, only if that transaction commits (then call `wake`). */
    async enqueue(mail: Mail, key: string, tx?: Db, options: { verificationCodeId?: number } = {}) {
      const data: MailJobData = { mail, ...options };
      return jobs.enqueue(mailJob, data, { key }, tx);
    },
    /** Whether the mail of `key` is still waiting for the SMTP server. */
    isQueued: (key: string) => jobs.isPending(mailJob, key),
    wake: () => jobs.wake(mailJob),
  };
}
export type OutgoingMail = ReturnType<typeof createOutgoingMail>;
