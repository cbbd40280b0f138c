// A request and its mail commit together (withMail): a failure in queueing the mail, or at the
// commit after both were written, leaves neither the saved request nor the mail's job, and the same
// request then goes through and its mail reaches the SMTP server. The failures are real PostgreSQL
// errors, raised by triggers this file adds to its own database for one request at a time.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { requestPasswordReset } from '../../../server/accounts/recovery.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { startSmtpSink } from '../../helpers/smtp-sink.ts';
import { bearer, confirmAddress, freshUsername, registerUser, type RegisteredUser } from '../../helpers/users.ts';

const CONTACT_TO = 'equipo@trivia.test';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await buildTestApp({ jobs: true, config: { smtpUrl: smtp.url, contactTo: CONTACT_TO } });
  await t.db.pool.query(
    `create function injected_failure() returns trigger language plpgsql
       as $$ begin raise exception 'injected failure'; end $$`,
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A failure, as the trigger that raises it: the job's insert refused, or the commit of a transaction that wrote to a table. */
type Failure = { name: string; trigger: string };

const MAIL_QUEUES = "('send-email', 'send-link-mail')";
const queueing: Failure = {
  name: 'queueing',
  trigger: `create trigger refused before insert on pgboss.job for each row
              when (new.name in ${MAIL_QUEUES}) execute function injected_failure()`,
};
/** Deferred to the commit: what the request saved and queued is written by then. */
const commitOf = (table: string, when = 'true'): Failure => ({
  name: `the commit (${table})`,
  trigger: `create constraint trigger refused after insert or update on ${table}
              deferrable initially deferred for each row when (${when}) execute function injected_failure()`,
});

/** Runs `request` while `failure` is in place (the trigger is dropped afterwards, whatever happens). */
async function during<T>(failure: Failure, request: () => Promise<T>): Promise<T> {
  const table = /\bon (\S+)/.exec(failure.trigger)![1];
  await t.db.pool.query(failure.trigger);
  try {
    return await request();
  } finally {
    await t.db.pool.query(`drop trigger refused on ${table}`);
  }
}

const count = async (sql: string, values: unknown[] = []) =>
  (await t.db.pool.query<{ n: number }>(`select count(*)::int as n from (${sql}) rows`, values)).rows[0].n;
const mailJobs = () => count(`select 1 from pgboss.job where name in ${MAIL_QUEUES}`);
const mailsTo = (email: string, subject: RegExp) =>
  smtp.mails.filter((mail) => mail.to.includes(email.toLowerCase()) && subject.test(mail.subject));
async function mailArrives(email: string, subject: RegExp): Promise<string> {
  await expect.poll(() => mailsTo(email, subject).length, { timeout: 20_000 }).toBe(1);
  return mailsTo(email, subject)[0].text;
}

const RESET = /Reset your password|Restablece tu contraseña/;
const CONFIRM = /Confirm your email|Confirma tu email/;
const PASSWORD_CHANGED = /Your password was changed|Tu contraseña ha cambiado/;
const EMAIL_CHANGED = /Your email was changed|Tu email ha cambiado/;

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/usuarios/login', payload: { email, password } });
const perfil = (user: RegisteredUser) => t.app.inject({ url: '/api/usuarios/perfil', headers: bearer(user.token) });

// Each test hashes and checks passwords (bcrypt) a few times and waits for mails: the slowest took 43 s
// at load 20, so room for a loaded machine.
const SLOW = { timeout: 120_000 };

describe('a link request and its mail are saved together or not at all', SLOW, () => {
  test('given a registration, then a failure leaves neither the account nor its link or job, and the next try gets its link', async () => {
    const username = freshUsername();
    const email = `${username}@example.com`;
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/usuarios/registro',
        payload: { username, email, password: 'Secreto123' },
      });
    const accounts = () => count('select 1 from users where email = $1', [email]);
    const jobs = await mailJobs();
    for (const failure of [queueing, commitOf('email_verifications')]) {
      expect((await during(failure, register)).statusCode, failure.name).toBe(500);
      expect(await accounts(), failure.name).toBe(0);
      expect(await mailJobs(), failure.name).toBe(jobs);
    }
    expect((await register()).statusCode).toBe(201);
    expect(await mailArrives(email, CONFIRM)).toMatch(/verificar-email\?token=[\w-]{43}/);
    expect(await accounts()).toBe(1);
  });

  test('given a recovery request, then a failure leaves neither the request nor its job, and the next request gets its link', async () => {
    const user = await registerUser(t.app);
    const email = user.usuario.email;
    const requests = () => count('select 1 from password_reset_tokens where user_id = $1', [user.usuario.id]);
    const jobs = await mailJobs();
    for (const failure of [queueing, commitOf('password_reset_tokens')]) {
      await expect(
        during(failure, () => requestPasswordReset(t.services, email, 'es')),
        failure.name,
      ).rejects.toThrow('injected failure');
      expect(await requests(), failure.name).toBe(0);
      expect(await mailJobs(), failure.name).toBe(jobs);
    }
    await requestPasswordReset(t.services, email, 'es');
    expect(await mailArrives(email, RESET)).toMatch(/reset-password\?token=[\w-]{43}/);
    expect(await requests()).toBe(1);
  });

  test('given a confirmation link asked again, then a failure leaves neither the request nor its job, and the next one is mailed', async () => {
    const user = await registerUser(t.app);
    const email = user.usuario.email;
    await mailArrives(email, CONFIRM);
    const resend = () =>
      t.app.inject({ method: 'POST', url: '/api/usuarios/verificar-email/reenviar', headers: bearer(user.token) });
    const requests = () => count('select 1 from email_verifications where user_id = $1', [user.usuario.id]);
    const jobs = await mailJobs();
    for (const failure of [queueing, commitOf('email_verifications')]) {
      expect((await during(failure, resend)).statusCode, failure.name).toBe(500);
      expect(await requests(), failure.name).toBe(1);
      expect(await mailJobs(), failure.name).toBe(jobs);
    }
    expect((await resend()).statusCode).toBe(200);
    await expect.poll(() => mailsTo(email, CONFIRM).length, { timeout: 20_000 }).toBe(2);
    expect(await requests()).toBe(2);
  });

  test('given an e-mail change, then a failure leaves the account as it was with no new link or job, and the next one is mailed', async () => {
    const user = await registerUser(t.app);
    const next = `next-${user.usuario.email}`;
    const change = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/change-email',
        headers: bearer(user.token),
        payload: { password: user.password, nuevoEmail: next },
      });
    const requests = () => count('select 1 from email_verifications where user_id = $1', [user.usuario.id]);
    await mailArrives(user.usuario.email, CONFIRM);
    const jobs = await mailJobs();
    for (const failure of [queueing, commitOf('email_verifications')]) {
      expect((await during(failure, change)).statusCode, failure.name).toBe(500);
      expect((await perfil(user)).json().usuario.email_pendiente, failure.name).toBeNull();
      expect(await requests(), failure.name).toBe(1);
      expect(await mailJobs(), failure.name).toBe(jobs);
    }
    expect((await change()).statusCode).toBe(200);
    expect(await mailArrives(next, CONFIRM)).toMatch(/verificar-email\?token=[\w-]{43}/);
    expect((await perfil(user)).json().usuario.email_pendiente).toBe(next);
  });
});

describe('a change and the mail that tells of it are saved together or not at all', SLOW, () => {
  test('given a password change, then a failure leaves the old password and no mail, and the next change is told', async () => {
    const user = await registerUser(t.app);
    const email = user.usuario.email;
    const change = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/change-password',
        headers: bearer(user.token),
        payload: { passwordActual: user.password, nuevaPassword: 'OtraClave456' },
      });
    const jobs = await mailJobs();
    for (const failure of [queueing, commitOf('users', `new.id = ${user.usuario.id}`)]) {
      expect((await during(failure, change)).statusCode, failure.name).toBe(500);
      expect((await login(email, user.password)).statusCode, failure.name).toBe(200);
      expect(await mailJobs(), failure.name).toBe(jobs);
    }
    expect((await change()).statusCode).toBe(200);
    await mailArrives(email, PASSWORD_CHANGED);
    expect((await login(email, 'OtraClave456')).statusCode).toBe(200);
  });

  test('given a reset through its link, then a failure leaves the link valid, the old password and no mail, and the next try is told', async () => {
    const user = await registerUser(t.app);
    const email = user.usuario.email;
    await requestPasswordReset(t.services, email, 'es');
    const token = /reset-password\?token=([\w-]{43})/.exec(await mailArrives(email, RESET))![1];
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/usuarios/reset-password',
        payload: { token, newPassword: 'Nueva789x' },
      });
    const jobs = await mailJobs();
    for (const failure of [queueing, commitOf('users', `new.id = ${user.usuario.id}`)]) {
      expect((await during(failure, reset)).statusCode, failure.name).toBe(500);
      expect((await t.app.inject(`/api/usuarios/verify-token/${token}`)).json().valid, failure.name).toBe(true);
      expect((await login(email, user.password)).statusCode, failure.name).toBe(200);
      expect(await mailJobs(), failure.name).toBe(jobs);
    }
    expect((await reset()).statusCode).toBe(200);
    await mailArrives(email, PASSWORD_CHANGED);
    expect((await login(email, 'Nueva789x')).statusCode).toBe(200);
  });

  test('given a confirmed address changed through its link, then a failure leaves the old address, the link and no mail, and the next click tells the old one', async () => {
    const user = await registerUser(t.app);
    const old = user.usuario.email;
    await confirmAddress(t.app, t.db.pool, user.usuario.id);
    const next = `moved-${old}`;
    const asked = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/change-email',
      headers: bearer(user.token),
      payload: { password: user.password, nuevoEmail: next },
    });
    expect(asked.statusCode).toBe(200);
    const token = /verificar-email\?token=([\w-]{43})/.exec(await mailArrives(next, CONFIRM))![1];
    const confirm = () => t.app.inject({ method: 'POST', url: '/api/usuarios/verificar-email', payload: { token } });
    const jobs = await mailJobs();
    for (const failure of [queueing, commitOf('users', `new.id = ${user.usuario.id}`)]) {
      expect((await during(failure, confirm)).statusCode, failure.name).toBe(500);
      expect(
        await count('select 1 from users where id = $1 and email = $2', [user.usuario.id, old]),
        failure.name,
      ).toBe(1);
      expect((await perfil(user)).json().usuario.email_pendiente, failure.name).toBe(next);
      expect(await mailJobs(), failure.name).toBe(jobs);
    }
    expect((await confirm()).statusCode).toBe(200);
    expect(await mailArrives(old, EMAIL_CHANGED)).toContain(next);
  });

  test('given a contact message, then a failure keeps neither the message nor its mail, and the next one reaches the team', async () => {
    const sender = `fan-${Date.now()}@example.com`;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact/send',
        payload: {
          messageType: 'suggestion',
          name: 'Iñaki',
          email: sender,
          subject: 'Más preguntas',
          message: 'Me gustaría ver más preguntas de los años noventa.',
          language: 'es',
        },
      });
    const messages = () => count('select 1 from contact_messages where email = $1', [sender]);
    const jobs = await mailJobs();
    for (const failure of [queueing, commitOf('contact_messages')]) {
      expect((await during(failure, send)).statusCode, failure.name).toBe(500);
      expect(await messages(), failure.name).toBe(0);
      expect(await mailJobs(), failure.name).toBe(jobs);
    }
    expect((await send()).statusCode).toBe(200);
    await expect
      .poll(() => smtp.mails.filter((mail) => mail.to.includes(CONTACT_TO) && mail.text.includes(sender)).length, {
        timeout: 20_000,
      })
      .toBe(1);
    expect(await messages()).toBe(1);
  });
});
