import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { VERIFICATIONS_PER_HOUR } from '../../../server/accounts/verification.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { startSmtpSink, type CapturedMail } from '../../helpers/smtp-sink.ts';
import { bearer, confirmAddress, registerUser, type RegisteredUser } from '../../helpers/users.ts';

const ADMIN_ADDRESS = 'boss@example.com';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
const logs: Record<string, unknown>[] = [];

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await buildTestApp({
    config: { smtpUrl: smtp.url, adminEmails: [ADMIN_ADDRESS] },
    onLog: (record) => logs.push(record),
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => t.setNow(null));

const confirmations = (email: string) =>
  smtp.mails.filter((mail) => mail.to.includes(email.toLowerCase()) && /Confirm/.test(mail.subject));
const LINK = /(https?:\/\/\S+)\/verificar-email\?token=([\w-]+)/;

async function confirmationLink(email: string, count = 1): Promise<string> {
  await expect.poll(() => confirmations(email).length).toBeGreaterThanOrEqual(count);
  return LINK.exec(confirmations(email)[count - 1].text)![2];
}

const confirm = (token: unknown, language = 'es') =>
  t.app.inject({
    method: 'POST',
    url: '/api/usuarios/verificar-email',
    payload: { token },
    headers: { 'accept-language': language },
  });
const perfil = (user: { token: string }) => t.app.inject({ url: '/api/usuarios/perfil', headers: bearer(user.token) });
const adminCall = (user: { token: string }) => t.app.inject({ url: '/api/admin/plays', headers: bearer(user.token) });
const changeEmail = (user: RegisteredUser, token: string, nuevoEmail: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profile/change-email',
    headers: bearer(token),
    payload: { password: user.password, nuevoEmail },
  });

describe('proven addresses', () => {
  test('given a registration, then a confirmation link to APP_URL comes by mail, stored only as its SHA-256, valid 48 hours', async () => {
    const user = await registerUser(t.app);
    const token = await confirmationLink(user.usuario.email);
    const mail = confirmations(user.usuario.email)[0] as CapturedMail;
    expect(LINK.exec(mail.text)![1]).toBe('http://trivia.test');
    expect(token).toMatch(/^[\w-]{43}$/);
    const { rows } = await t.db.pool.query(
      'select token_hash, created_at, expires_at from email_verifications where user_id = $1',
      [user.usuario.id],
    );
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0].token_hash).equals(createHash('sha256').update(token).digest())).toBe(true);
    const lifetime = rows[0].expires_at.getTime() - rows[0].created_at.getTime();
    expect(lifetime).toBeGreaterThanOrEqual(48 * 60 * 60 * 1000);
    expect(lifetime).toBeLessThan(48 * 60 * 60 * 1000 + 60_000);
  });

  test('given the link, then it confirms the address once, in the caller’s language, and the profile says so', async () => {
    const user = await registerUser(t.app);
    const token = await confirmationLink(user.usuario.email);
    const first = await confirm(token, 'en');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Email confirmed', email: user.usuario.email });
    expect((await perfil(user)).json().usuario.email_confirmado).toBe(true);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_VERIFICATION_TOKEN',
      message: expect.stringContaining('no es válido'),
    });
  });

  test('given a link older than 48 hours, then it is refused as expired, and a new one can be asked for', async () => {
    const user = await registerUser(t.app);
    const token = await confirmationLink(user.usuario.email);
    t.setNow(new Date(Date.now() + 49 * 60 * 60 * 1000));
    const late = await confirm(token, 'en');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      code: 'VERIFICATION_TOKEN_EXPIRED',
      message: expect.stringContaining('expired'),
    });
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/verificar-email/reenviar',
      headers: bearer(user.token),
    });
    expect(resend.statusCode).toBe(200);
    const fresh = await confirmationLink(user.usuario.email, 2);
    expect((await confirm(fresh)).statusCode).toBe(200);
  });

  test.each([['x'], ['a'.repeat(43)], [42], [null]])(
    'given the token %j, then 400 INVALID_VERIFICATION_TOKEN',
    async (token) => {
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_VERIFICATION_TOKEN' });
    },
  );

  test('given "send again", then a confirmed account is told so and a busy one is limited', async () => {
    const user = await registerUser(t.app);
    const resend = () =>
      t.app.inject({ method: 'POST', url: '/api/usuarios/verificar-email/reenviar', headers: bearer(user.token) });
    // The registration's link counts as the first of the hour.
    for (let i = 1; i < VERIFICATIONS_PER_HOUR; i += 1) expect((await resend()).statusCode).toBe(200);
    const busy = await resend();
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toMatchObject({ code: 'TOO_MANY_VERIFICATIONS' });
    await confirm(await confirmationLink(user.usuario.email, VERIFICATIONS_PER_HOUR));
    const done = await resend();
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ code: 'EMAIL_ALREADY_CONFIRMED' });
    expect((await t.app.inject({ method: 'POST', url: '/api/usuarios/verificar-email/reenviar' })).statusCode).toBe(
      401,
    );
  });
});

describe('admins only on confirmed addresses', () => {
  test('given a player who changes their e-mail to an unused admin address, then they get no admin rights and no answer', async () => {
    const attacker = await registerUser(t.app);
    const change = await changeEmail(attacker, attacker.token, ADMIN_ADDRESS);
    expect(change.statusCode).toBe(200);
    expect(change.json().usuario).toMatchObject({ email: ADMIN_ADDRESS, admin: false, email_confirmado: false });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/login',
      payload: { email: ADMIN_ADDRESS, password: attacker.password },
    });
    expect(signIn.json().usuario.admin).toBe(false);
    const refused = await adminCall({ token: signIn.json().token });
    expect(refused.statusCode).toBe(403);
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 40, security: 'admin-refused', userId: attacker.usuario.id }),
    );
    // The link went to the admin address, which the attacker cannot read; tidy up for the next test.
    await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/delete-account',
      headers: bearer(signIn.json().token),
      payload: { password: attacker.password, confirmacion: 'DELETE MY ACCOUNT' },
    });
  });

  test('given the owner of an admin address, then confirming it makes an admin, and moving away drops it until the next confirmation', async () => {
    const owner = await registerUser(t.app, { email: ADMIN_ADDRESS });
    expect(owner.usuario.admin).toBe(false);
    expect((await adminCall(owner)).statusCode).toBe(403);
    await confirm(await confirmationLink(ADMIN_ADDRESS, confirmations(ADMIN_ADDRESS).length));
    // The same token: every instance hears that the account's state changed.
    await expect.poll(async () => (await adminCall(owner)).statusCode).toBe(200);
    expect((await perfil(owner)).json().usuario).toMatchObject({ admin: true, email_confirmado: true });
    expect(logs).toContainEqual(expect.objectContaining({ security: 'admin-granted', userId: owner.usuario.id }));

    const away = await changeEmail(owner, owner.token, 'boss-elsewhere@example.com');
    const moved = { token: away.json().token as string };
    expect(away.json().usuario).toMatchObject({ admin: false, email_confirmado: false });
    expect((await adminCall(moved)).statusCode).toBe(403);
    expect(logs).toContainEqual(expect.objectContaining({ security: 'email-change', userId: owner.usuario.id }));

    const back = await changeEmail(owner, moved.token, ADMIN_ADDRESS);
    const returned = { token: back.json().token as string };
    expect(back.json().usuario.admin).toBe(false);
    const before = confirmations(ADMIN_ADDRESS).length;
    await confirm(await confirmationLink(ADMIN_ADDRESS, before));
    await expect.poll(async () => (await adminCall(returned)).statusCode).toBe(200);
  });

  test('given a link to an address the account has since left, then it confirms nothing', async () => {
    const user = await registerUser(t.app);
    const oldLink = await confirmationLink(user.usuario.email);
    const change = await changeEmail(user, user.token, `moved-${user.usuario.email}`);
    expect(change.statusCode).toBe(200);
    expect((await confirm(oldLink)).json()).toMatchObject({ code: 'INVALID_VERIFICATION_TOKEN' });
    expect((await perfil({ token: change.json().token })).json().usuario.email_confirmado).toBe(false);
  });
});

describe('no secret outlives its use', () => {
  test('given mail without SMTP, then the outbox keeps the mail with its link redacted, and a production log never shows it', async () => {
    const outboxOnly = await buildTestApp({ config: { production: true, logLevel: 'info' } });
    const printed: string[] = [];
    const info = vi.spyOn(console, 'info').mockImplementation((line: string) => void printed.push(line));
    try {
      const user = await registerUser(outboxOnly.app);
      await outboxOnly.app.inject({
        method: 'POST',
        url: '/api/usuarios/forgot-password',
        payload: { email: user.usuario.email },
      });
      await expect
        .poll(async () => (await outboxOnly.db.pool.query('select count(*)::int as n from outbox')).rows[0].n)
        .toBe(2);
      const { rows } = await outboxOnly.db.pool.query<{ text_body: string }>(
        'select text_body from outbox order by id',
      );
      for (const { text_body } of rows) {
        expect(text_body).toMatch(/(verificar-email|reset-password)\?token=\[redacted\]/);
        expect(text_body).not.toMatch(/token=[\w-]{43}/);
      }
      expect(printed.join('\n')).not.toMatch(/token=[\w-]{43}/);
      expect(printed.join('\n')).toContain('token=[redacted]');
    } finally {
      info.mockRestore();
      await outboxOnly.close();
    }
  });

  test('given mail through the job queue, then no job payload ever holds a link (it is made when the mail goes out)', async () => {
    const queued = await buildTestApp({ jobs: true, config: { smtpUrl: smtp.url } });
    try {
      const user = await registerUser(queued.app, { email: `queued-${Date.now()}@example.com` });
      await queued.app.inject({
        method: 'POST',
        url: '/api/usuarios/forgot-password',
        payload: { email: user.usuario.email },
      });
      await expect
        .poll(() => smtp.mails.filter((mail) => mail.to.includes(user.usuario.email)).length, { timeout: 20_000 })
        .toBe(2);
      const { rows } = await queued.db.pool.query<{ name: string; data: unknown }>('select name, data from pgboss.job');
      const links = rows.filter((row) => row.name === 'send-link-mail');
      expect(links).toHaveLength(2);
      for (const row of links)
        expect(row.data).toEqual({ kind: expect.stringMatching(/^(reset|verify)$/), requestId: expect.any(Number) });
      expect(JSON.stringify(rows)).not.toMatch(/token=/);
    } finally {
      await queued.close();
    }
  });
});

describe('nothing personal outlives the account', () => {
  test('given contact messages and mails of its addresses, then the export holds the messages and deletion erases all of them, and nobody else’s', async () => {
    const app = await buildTestApp({ jobs: true, config: { contactTo: 'team@trivia.test' } });
    try {
      const user = await registerUser(app.app, { email: `leaving-${Date.now()}@example.com` });
      // Only a confirmed address is the account's (an address merely typed proves nothing).
      await confirmAddress(app.app, app.db.pool, user.usuario.id);
      const other = await registerUser(app.app);
      const contact = (email: string, subject: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/contact/send',
          payload: {
            messageType: 'suggestion',
            name: 'Ana',
            email,
            subject,
            message: 'Un mensaje con más de veinte caracteres.',
            language: 'es',
          },
        });
      expect((await contact(user.usuario.email.toUpperCase(), 'Sugerencia de Ana')).statusCode).toBe(200);
      expect((await contact(other.usuario.email, 'Sugerencia de otro')).statusCode).toBe(200);
      await expect
        .poll(
          async () =>
            (await app.db.pool.query("select count(*)::int as n from outbox where to_address = 'team@trivia.test'"))
              .rows[0].n,
          { timeout: 20_000 },
        )
        .toBe(2);

      const exported = (await app.app.inject({ url: '/api/profile/export', headers: bearer(user.token) })).json();
      expect(exported.contactMessages).toEqual([
        expect.objectContaining({ subject: 'Sugerencia de Ana', email: user.usuario.email.toUpperCase() }),
      ]);

      const deletion = await app.app.inject({
        method: 'DELETE',
        url: '/api/profile/delete-account',
        headers: bearer(user.token),
        payload: { password: user.password, confirmacion: 'ELIMINAR MI CUENTA' },
      });
      expect(deletion.statusCode).toBe(200);
      const mentions = async (table: string, sql: string) =>
        (
          await app.db.pool.query(`select count(*)::int as n from ${table} where ${sql}`, [
            user.usuario.email.toLowerCase(),
          ])
        ).rows[0].n;
      expect(await mentions('contact_messages', 'lower(email) = $1')).toBe(0);
      expect(await mentions('outbox', 'lower(to_address) = $1 or position($1 in lower(text_body)) > 0')).toBe(0);
      expect(await mentions('pgboss.job', "lower(data->>'to') = $1 or lower(data->>'replyTo') = $1")).toBe(0);
      // The other player's message, mail and job are still there.
      expect(
        await app.db.pool
          .query('select 1 from contact_messages where email = $1', [other.usuario.email])
          .then((r) => r.rowCount),
      ).toBe(1);
      expect(
        await app.db.pool
          .query("select 1 from pgboss.job where data->>'replyTo' = $1", [other.usuario.email])
          .then((r) => r.rowCount),
      ).toBe(1);
      expect(
        await app.db.pool
          .query('select 1 from outbox where to_address = $1 or position($1 in text_body) > 0', [other.usuario.email])
          .then((r) => r.rowCount),
      ).toBe(2);
    } finally {
      await app.close();
    }
  });
});
