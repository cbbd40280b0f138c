import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { VERIFICATIONS_PER_HOUR } from '../../../server/accounts/verification.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { startSmtpSink, type CapturedMail } from '../../helpers/smtp-sink.ts';
import { bearer, confirmAddress, registerUser, type RegisteredUser } from '../../helpers/users.ts';
import { connectWS } from '../../helpers/ws.ts';

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
  test('given a player who asks to change their e-mail to an admin address, then it only waits as pending: sign-in, mail and rights stay with the old address', async () => {
    const attacker = await registerUser(t.app);
    const change = await changeEmail(attacker, attacker.token, ADMIN_ADDRESS);
    expect(change.statusCode).toBe(200);
    expect(change.json().usuario).toMatchObject({
      email: attacker.usuario.email,
      email_pendiente: ADMIN_ADDRESS,
      admin: false,
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/login',
      payload: { email: ADMIN_ADDRESS, password: attacker.password },
    });
    expect(signIn.statusCode).toBe(401);
    const refused = await adminCall(attacker);
    expect(refused.statusCode).toBe(403);
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 40, security: 'admin-refused', userId: attacker.usuario.id }),
    );
    // The link went to the admin address, which the attacker cannot read: cancelling drops it.
    const link = await confirmationLink(ADMIN_ADDRESS, confirmations(ADMIN_ADDRESS).length);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/pending-email',
      headers: bearer(attacker.token),
    });
    expect(cancel.json()).toMatchObject({ usuario: { email: attacker.usuario.email, email_pendiente: null } });
    expect((await confirm(link)).json()).toMatchObject({ code: 'INVALID_VERIFICATION_TOKEN' });
  });

  test('given the real owner opening the link an attacker asked for, then the address becomes the account’s but the attacker’s session ends (HTTP and socket) before it is an admin', async () => {
    const attacker = await registerUser(t.app);
    const ws = await connectWS(t.app, { token: attacker.token });
    await ws.next((m) => m.type === 'hello');
    const socketClosed = new Promise<number>((resolve) => ws.socket.once('close', (code: number) => resolve(code)));
    const before = confirmations(ADMIN_ADDRESS).length;
    expect((await changeEmail(attacker, attacker.token, ADMIN_ADDRESS)).statusCode).toBe(200);
    // The owner opens the link in their own browser, signed out.
    const opened = await confirm(await confirmationLink(ADMIN_ADDRESS, before + 1));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ message: 'Email confirmado', email: ADMIN_ADDRESS });
    expect(await socketClosed).toBe(4001);
    expect((await perfil(attacker)).statusCode).toBe(401);
    expect((await adminCall(attacker)).statusCode).toBe(401);
    expect(logs).toContainEqual(expect.objectContaining({ security: 'admin-granted', userId: attacker.usuario.id }));
    await t.db.pool.query('delete from users where id = $1', [attacker.usuario.id]);
  });

  test('given the owner of an admin address, then confirming it makes an admin (the confirming browser gets a fresh token, other sessions end), and a pending move away keeps it until confirmed', async () => {
    const owner = await registerUser(t.app, { email: ADMIN_ADDRESS });
    const otherSession = (
      await t.app.inject({
        method: 'POST',
        url: '/api/usuarios/login',
        payload: { email: ADMIN_ADDRESS, password: owner.password },
      })
    ).json() as { token: string };
    expect(owner.usuario.admin).toBe(false);
    expect((await adminCall(owner)).statusCode).toBe(403);
    const link = await confirmationLink(ADMIN_ADDRESS, confirmations(ADMIN_ADDRESS).length);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/verificar-email',
      headers: bearer(owner.token),
      payload: { token: link },
    });
    expect(confirmed.json()).toMatchObject({ email: ADMIN_ADDRESS, usuario: { admin: true, email_confirmado: true } });
    const admin = { token: confirmed.json().token as string };
    expect((await adminCall(admin)).statusCode).toBe(200);
    expect((await adminCall(otherSession)).statusCode).toBe(401);
    expect(logs).toContainEqual(expect.objectContaining({ security: 'admin-granted', userId: owner.usuario.id }));

    const away = await changeEmail(owner, admin.token, 'boss-elsewhere@example.com');
    expect(away.json().usuario).toMatchObject({
      email: ADMIN_ADDRESS,
      email_pendiente: 'boss-elsewhere@example.com',
      admin: true,
    });
    expect((await adminCall(admin)).statusCode).toBe(200);
    expect(logs).toContainEqual(
      expect.objectContaining({ security: 'email-change-requested', userId: owner.usuario.id }),
    );
    await confirm(await confirmationLink('boss-elsewhere@example.com'));
    expect((await adminCall(admin)).statusCode).toBe(401);
    await t.db.pool.query('delete from users where id = $1', [owner.usuario.id]);
  });

  test('given a link to an address the account has since left, then it confirms nothing', async () => {
    const user = await registerUser(t.app);
    const oldLink = await confirmationLink(user.usuario.email);
    expect((await changeEmail(user, user.token, `moved-${user.usuario.email}`)).statusCode).toBe(200);
    await confirm(await confirmationLink(`moved-${user.usuario.email}`));
    expect((await confirm(oldLink)).json()).toMatchObject({ code: 'INVALID_VERIFICATION_TOKEN' });
  });

  test('given a pending address another account takes first, then its link answers 409 EMAIL_IN_USE and the account keeps its address', async () => {
    const user = await registerUser(t.app);
    const wanted = `wanted-${user.usuario.email}`;
    expect((await changeEmail(user, user.token, wanted)).statusCode).toBe(200);
    const link = await confirmationLink(wanted);
    await registerUser(t.app, { email: wanted });
    const answer = await confirm(link);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'EMAIL_IN_USE' });
    expect((await perfil(user)).json().usuario).toMatchObject({ email: user.usuario.email, email_pendiente: wanted });
  });

  test('given a pending address, then "send again" mails a new link to it, not to the current address', async () => {
    const user = await registerUser(t.app);
    await confirm(await confirmationLink(user.usuario.email));
    const pending = `again-${user.usuario.email}`;
    expect((await changeEmail(user, user.token, pending)).statusCode).toBe(200);
    await confirmationLink(pending);
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/verificar-email/reenviar',
      headers: bearer(user.token),
    });
    expect(resent.statusCode).toBe(200);
    await confirmationLink(pending, 2);
    expect(confirmations(user.usuario.email)).toHaveLength(1);
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
