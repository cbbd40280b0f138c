import nodemailer, { type Transporter } from 'nodemailer';
import type pg from 'pg';
import type { PgBoss, QueueOptions, WorkOptions } from 'pg-boss';
import { withTransaction } from '../db/index.ts';
import type { Services } from '../services.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** A mail queue: its pg-boss job's name, and how one job's mail is sent (by the queue's workers). */
export interface MailQueue<T extends object> {
  name: string;
  send(services: Services, data: T): Promise<void>;
}

export const SEND_EMAIL = 'send-email';

/**
 * Mails written out in full (notices, the contact form), retried on the `send-email` job. A mail
 * carrying a secret link never goes on it (accounts/links.ts makes the link when it sends the mail).
 */
export const PLAIN_MAILS: MailQueue<Mail> = { name: SEND_EMAIL, send: deliverMail };

/** Queues one job on a mail queue, inside the transaction that `withMail` gave it. */
export type QueueMail = <T extends object>(queue: MailQueue<T>, data: T) => Promise<void>;

/**
 * Runs `save` in one transaction with the mails it queues: each job row is inserted through the
 * transaction's own connection (pg-boss's `db` option), so what is saved and its mails commit
 * together or not at all. A failure anywhere before the commit (a statement, the queueing, the
 * commit itself, a lost connection) leaves neither a request waiting for a mail that never comes
 * nor a mail about a request that was rolled back. Without pg-boss in this process (some tests) the
 * mails are sent once the transaction has committed.
 */
export async function withMail<T>(
  services: Services,
  save: (tx: pg.PoolClient, queue: QueueMail) => Promise<T>,
): Promise<T> {
  const { boss } = services;
  const afterCommit: (() => Promise<void>)[] = [];
  const result = await withTransaction(services.pool, (tx) => {
    const db = { executeSql: (text: string, values?: unknown[]) => tx.query(text, values) };
    return save(tx, async (queue, data) => {
      if (boss) await boss.send(queue.name, data, { db });
      else afterCommit.push(() => queue.send(services, data));
    });
  });
  for (const send of afterCommit) await send();
  return result;
}

/**
 * Mails one address may get in an hour (the team's CONTACT_TO excepted): toggling an account's
 * address, resends and resets together cannot flood anyone's inbox. Counted in the counters every
 * instance shares; a mail past the cap is dropped, not retried.
 */
export const MAILS_PER_RECIPIENT_HOUR = 10;

function overRecipientCap(services: Services, to: string): boolean {
  const address = to.trim().toLowerCase();
  if (address === services.config.contactTo.toLowerCase()) return false;
  const { current } = services.counters.hit(`mail-to:${address}`, 60 * 60_000, MAILS_PER_RECIPIENT_HOUR);
  return current > MAILS_PER_RECIPIENT_HOUR;
}

let transport: Transporter | null = null;
let transportKey: string | null = null;

/**
 * One transport per SMTP_URL and SMTP_TIMEOUT_MS. Each step of a conversation (connecting, the
 * greeting, any reply) fails after SMTP_TIMEOUT_MS instead of nodemailer's minutes, so a server that
 * hangs fails the mail, which is retried, rather than holding the mails behind it. The URL's own
 * query (`?greetingTimeout=…`) still overrides one of them.
 */
function smtpTransport(url: string, timeoutMs: number): Transporter {
  const key = `${timeoutMs} ${url}`;
  if (!transport || transportKey !== key) {
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    transportKey = key;
  }
  return transport;
}

const redact = (text: string, secrets: readonly string[]) =>
  secrets.reduce((out, secret) => out.replaceAll(secret, '[redacted]'), text);

/**
 * SMTP when SMTP_URL is set; otherwise the outbox table and a line on the console, so development
 * needs no mail server. A mail's `secrets` (a link's token) are sent and never kept: the outbox
 * holds them redacted, and only a development console shows them (production never does).
 */
export async function deliverMail(services: Services, mail: Mail, secrets: readonly string[] = []): Promise<void> {
  const { config, pool } = services;
  if (overRecipientCap(services, mail.to)) {
    console.warn(`[mail] not sent: ${MAILS_PER_RECIPIENT_HOUR} mails to one address in the hour`);
    return;
  }
  if (config.smtpUrl) {
    // Each address as one address object: nodemailer never reads a list out of it.
    await smtpTransport(config.smtpUrl, config.smtpTimeoutMs).sendMail({
      from: config.mailFrom,
      ...mail,
      to: { name: '', address: mail.to },
      ...(mail.replyTo ? { replyTo: { name: '', address: mail.replyTo } } : {}),
    });
    return;
  }
  const kept = { ...mail, text: redact(mail.text, secrets), html: mail.html && redact(mail.html, secrets) };
  await pool.query(
    'insert into outbox (to_address, subject, text_body, html_body, reply_to) values ($1, $2, $3, $4, $5)',
    [kept.to, kept.subject, kept.text, kept.html ?? null, kept.replyTo ?? null],
  );
  if (config.logLevel !== 'silent')
    console.info(`[outbox] mail to ${mail.to}: ${mail.subject}\n${config.production ? kept.text : mail.text}`);
}

/** A mail queue's retries: a failed mail is tried again up to 5 times, after 10–20 s, then later and later (at most 10 min). */
const MAIL_QUEUE: QueueOptions = { retryLimit: 5, retryDelay: 10, retryBackoff: true, retryDelayMax: 600 };

/**
 * A mail queue's workers: two at a time, so one slow conversation holds no other mail, each looking
 * for work every second, so a mail leaves within about a second of being queued; with each job's
 * times, for the log.
 */
const MAIL_WORKERS = {
  localConcurrency: 2,
  pollingIntervalSeconds: 1,
  includeMetadata: true,
} as const satisfies WorkOptions;

/**
 * Registers a mail queue whose workers send each job with its `send`. Each attempt is logged, with no
 * address and no secret: the queue, the job, the attempt and how long the job waited; a sent mail at
 * `info`, a failed attempt at `warn` with its error, before pg-boss tries it again.
 */
export async function registerMailQueue<T extends object>(
  boss: PgBoss,
  services: Services,
  queue: MailQueue<T>,
): Promise<void> {
  await boss.createQueue(queue.name, MAIL_QUEUE);
  await boss.work<T, void, typeof MAIL_WORKERS>(queue.name, MAIL_WORKERS, async ([job]) => {
    const attempt = {
      queue: queue.name,
      job: job.id,
      attempt: job.retryCount + 1,
      waitedMs: job.startedOn.getTime() - job.createdOn.getTime(),
    };
    try {
      await queue.send(services, job.data);
    } catch (error) {
      services.log.warn({ err: error, ...attempt }, 'mail not sent; pg-boss tries it again');
      throw error;
    }
    services.log.info(attempt, 'mail sent');
  });
}

export async function registerMailJobs(boss: PgBoss, services: Services): Promise<void> {
  await registerMailQueue(boss, services, PLAIN_MAILS);
}
