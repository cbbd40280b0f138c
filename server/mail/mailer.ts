import nodemailer, { type Transporter } from 'nodemailer';
import type { PgBoss } from 'pg-boss';
import type { Services } from '../services.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export const SEND_EMAIL = 'send-email';

/**
 * Queues a mail on the retried `send-email` job. Without pg-boss in this process (some tests),
 * it is delivered at once.
 */
export async function queueMail(services: Services, mail: Mail): Promise<void> {
  if (services.boss) {
    await services.boss.send(SEND_EMAIL, { ...mail });
    return;
  }
  await deliverMail(services, mail);
}

let transport: Transporter | null = null;
let transportUrl: string | null = null;

/** SMTP when SMTP_URL is set; otherwise the outbox table and a log line, so development needs no mail server. */
export async function deliverMail(services: Services, mail: Mail): Promise<void> {
  const { config, pool } = services;
  if (config.smtpUrl) {
    if (!transport || transportUrl !== config.smtpUrl) {
      transport = nodemailer.createTransport(config.smtpUrl);
      transportUrl = config.smtpUrl;
    }
    await transport.sendMail({ from: config.mailFrom, ...mail });
    return;
  }
  await pool.query('insert into outbox (to_address, subject, text_body, html_body) values ($1, $2, $3, $4)', [
    mail.to, mail.subject, mail.text, mail.html ?? null,
  ]);
  console.info(`[outbox] mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
}

export async function registerMailJobs(boss: PgBoss, services: Services): Promise<void> {
  await boss.createQueue(SEND_EMAIL, { retryLimit: 5, retryDelay: 10, retryBackoff: true, retryDelayMax: 600 });
  await boss.work<Mail>(SEND_EMAIL, async (jobs) => {
    for (const job of jobs) await deliverMail(services, job.data);
  });
}
