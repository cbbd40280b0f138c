import { afterAll, beforeAll, expect, test } from 'vitest';
import { queueMail } from '../../../server/mail/mailer.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { startSmtpSink } from '../../helpers/smtp-sink.ts';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let withSmtp: TestApp;
let withoutSmtp: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  withSmtp = await buildTestApp({ jobs: true, config: { smtpUrl: smtp.url } });
  withoutSmtp = await buildTestApp({ config: { smtpUrl: undefined } });
});
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
