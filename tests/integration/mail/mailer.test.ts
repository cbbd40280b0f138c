import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { deliverMail, PLAIN_MAILS, withMail, type Mail } from '../../../server/mail/mailer.ts';
import type { Services } from '../../../server/services.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { startSmtpSink, startStallingSmtp } from '../../helpers/smtp-sink.ts';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let withSmtp: TestApp;
let withoutSmtp: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  withSmtp = await buildTestApp({ jobs: true, config: { smtpUrl: smtp.url } });
  withoutSmtp = await buildTestApp({ config: { smtpUrl: undefined } });
});
/** A mail queued on its own (the product queues each with what it is about). */
const queueMail = (services: Services, mail: Mail) => withMail(services, (_tx, queue) => queue(PLAIN_MAILS, mail));

afterAll(async () => {
  await withSmtp.close();
  await withoutSmtp.close();
  await smtp.close();
});

test('a queued mail goes through the send-email job and reaches the SMTP server', async () => {
  await queueMail(withSmtp.services, {
    to: 'fan@example.com',
    subject: 'Hola ñandú',
    text: 'Enlace: https://x.test/a?b=c',
  });
  await expect.poll(() => smtp.mails.length, { timeout: 15_000 }).toBe(1);
  expect(smtp.mails[0]).toMatchObject({ to: ['fan@example.com'], subject: 'Hola ñandú' });
  expect(smtp.mails[0].text).toContain('https://x.test/a?b=c');
});

test('without SMTP_URL the mail is kept in the outbox table', async () => {
  await queueMail(withoutSmtp.services, { to: 'fan@example.com', subject: 'Outbox', text: 'body' });
  const rows = await withoutSmtp.db.pool.query('select to_address, subject, text_body from outbox');
  expect(rows.rows).toEqual([{ to_address: 'fan@example.com', subject: 'Outbox', text_body: 'body' }]);
});

// A server that never greets fails on whichever of nodemailer's timers fires first, both set to
// SMTP_TIMEOUT_MS: the greeting's ("Greeting never received") or the idle socket's ("Timeout").
const HUNG = /greeting|timeout/i;

describe('an SMTP server that hangs', () => {
  test('fails the mail after SMTP_TIMEOUT_MS, not after nodemailer’s 30 s wait for a greeting', async () => {
    const stalling = await startStallingSmtp(smtp.url);
    const t = await buildTestApp({ config: { smtpUrl: stalling.url, smtpTimeoutMs: 500 } });
    try {
      const started = Date.now();
      await expect(deliverMail(t.services, { to: 'hung@example.com', subject: 'x', text: 'x' })).rejects.toThrow(HUNG);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await t.close();
      await stalling.close();
    }
  });

  test('holds no other mail: the next one is sent while the first conversation hangs', async () => {
    const stalling = await startStallingSmtp(smtp.url);
    const t = await buildTestApp({ jobs: true, config: { smtpUrl: stalling.url, smtpTimeoutMs: 120_000 } });
    try {
      await queueMail(t.services, { to: 'first@example.com', subject: 'Primero', text: 'x' });
      await expect.poll(() => stalling.held(), { timeout: 20_000 }).toBe(1);
      await queueMail(t.services, { to: 'second@example.com', subject: 'Segundo', text: 'x' });
      await expect.poll(() => smtp.mails.some((mail) => mail.subject === 'Segundo'), { timeout: 20_000 }).toBe(true);
      expect(smtp.mails.some((mail) => mail.subject === 'Primero')).toBe(false);
    } finally {
      await t.close();
      await stalling.close();
    }
  });

  test('fails the attempt, says so in the log without the address, and the retry delivers the mail', async () => {
    const stalling = await startStallingSmtp(smtp.url);
    const logged: Record<string, unknown>[] = [];
    const t = await buildTestApp({
      jobs: true,
      config: { smtpUrl: stalling.url, smtpTimeoutMs: 1000 },
      onLog: (record) => logged.push(record),
    });
    try {
      await queueMail(t.services, { to: 'retried@example.com', subject: 'Reintento', text: 'x' });
      await expect.poll(() => smtp.mails.some((mail) => mail.subject === 'Reintento'), { timeout: 60_000 }).toBe(true);
      const failure = logged.find((record) => record.msg === 'mail not sent; pg-boss tries it again');
      expect(failure).toMatchObject({
        level: 40,
        queue: 'send-email',
        err: { message: expect.stringMatching(HUNG) },
      });
      expect(JSON.stringify(logged)).not.toContain('retried@example.com');
    } finally {
      await t.close();
      await stalling.close();
    }
  }, 90_000);
});
