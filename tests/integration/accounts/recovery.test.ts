import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_LIVE_RESET_TOKENS } from '../../../server/accounts/recovery.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { startSmtpSink, type CapturedMail } from '../../helpers/smtp-sink.ts';
import { registerUser, type RegisteredUser } from '../../helpers/users.ts';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await buildTestApp({ jobs: true, config: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/usuarios/forgot-password', payload, headers });
const verify = (token: string) => t.app.inject(`/api/usuarios/verify-token/${token}`);
const reset = (token: string, newPassword: string, ip = '198.51.100.20') =>
  t.app.inject({
    method: 'POST',
    url: '/api/usuarios/reset-password',
    payload: { token, newPassword },
    headers: { 'x-forwarded-for': ip },
  });
const login = (email: string, password: string, ip?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/usuarios/login',
    payload: { email, password },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });

/** The mails to an address, its registration's confirmation aside. */
const mailsTo = (email: string) =>
  smtp.mails.filter((mail) => mail.to.includes(email) && !/Confirma tu email|Confirm your email/.test(mail.subject));
async function nextMailTo(email: string, count: number): Promise<CapturedMail> {
  await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return mailsTo(email)[count - 1];
}
const linkIn = (mail: CapturedMail) => /https?:\/\/\S+\/reset-password\?token=([\w-]+)/.exec(mail.text);

async function requestLink(user: RegisteredUser, count = 1, language?: string): Promise<string> {
  expect(
    (await forgot({ email: user.usuario.email }, language ? { 'accept-language': language } : {})).statusCode,
  ).toBe(200);
  const mail = await nextMailTo(user.usuario.email, count);
  return linkIn(mail)![1];
}

describe('asking for a link', () => {
  test('given a registered and an unknown e-mail, then the answers are identical and only the account gets a mail', async () => {
    const user = await registerUser(t.app);
    const known = await forgot({ email: ` ${user.usuario.email.toUpperCase()} ` });
    const unknown = await forgot({ email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await nextMailTo(user.usuario.email, 1);
    expect(mailsTo('nobody-here@example.com')).toEqual([]);
  });

  test('given a forged Host header, then the link still points at APP_URL', async () => {
    const user = await registerUser(t.app);
    await forgot({ email: user.usuario.email }, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const mail = await nextMailTo(user.usuario.email, 1);
    expect(linkIn(mail)?.[0]).toMatch(/^http:\/\/trivia\.test\/reset-password\?token=[\w-]{43}$/);
    expect(mail.text).not.toContain('evil.example');
  });

  test('given a link, then only its SHA-256 is stored, and it is valid for one hour', async () => {
    const user = await registerUser(t.app);
    const token = await requestLink(user);
    const { rows } = await t.db.pool.query(
      'select token_hash, created_at, expires_at from password_reset_tokens where user_id = $1',
      [user.usuario.id],
    );
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0].token_hash).equals(createHash('sha256').update(token).digest())).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
    // An hour from when the mail went out (the link is made then).
    const lifetime = rows[0].expires_at.getTime() - rows[0].created_at.getTime();
    expect(lifetime).toBeGreaterThanOrEqual(60 * 60 * 1000);
    expect(lifetime).toBeLessThan(61 * 60 * 1000);
  });

  test("given the page's language, then the mail is in it alone", async () => {
    const english = await registerUser(t.app);
    await requestLink(english, 1, 'en-GB,en;q=0.9');
    const onlyEnglish = mailsTo(english.usuario.email)[0];
    expect(onlyEnglish.subject).toBe('Reset your password');
    expect(onlyEnglish.text).not.toContain('Hola');
    const spanish = await registerUser(t.app);
    await requestLink(spanish, 1, 'es');
    const onlySpanish = mailsTo(spanish.usuario.email)[0];
    expect(onlySpanish.subject).toBe('Restablece tu contraseña');
    expect(onlySpanish.text).toMatch(/^Hola:/);
    // Nothing the account typed (its address may not be its holder's yet).
    expect(onlySpanish.text).not.toContain(spanish.usuario.username);
    expect(onlySpanish.text).not.toContain('Hello');
  });

  test('given many requests for one e-mail, then at most a few links live at once and the earlier ones keep working', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < MAX_LIVE_RESET_TOKENS + 2; i += 1)
      expect((await forgot({ email: user.usuario.email })).statusCode).toBe(200);
    await nextMailTo(user.usuario.email, MAX_LIVE_RESET_TOKENS);
    await expect
      .poll(
        async () =>
          (
            await t.db.pool.query('select count(*)::int as n from password_reset_tokens where user_id = $1', [
              user.usuario.id,
            ])
          ).rows[0].n,
      )
      .toBe(MAX_LIVE_RESET_TOKENS);
    const first = linkIn(mailsTo(user.usuario.email)[0])![1];
    expect((await verify(first)).json()).toEqual({ valid: true, username: user.usuario.username });
  });

  test.each([
    { payload: {}, code: 'FIELDS_REQUIRED' },
    { payload: { email: 'not-an-email' }, code: 'INVALID_EMAIL' },
  ])('given $payload, then 400 $code', async ({ payload, code }) => {
    const response = await forgot(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
  });
});

describe('using a link', () => {
  test('given a link, when resetting, then the new password works, the old one and old sessions do not, and a notice is mailed', async () => {
    const user = await registerUser(t.app);
    const token = await requestLink(user);
    expect((await verify(token)).json()).toEqual({ valid: true, username: user.usuario.username });

    const response = await reset(token, 'Recuperada1');
    expect(response.statusCode).toBe(200);
    expect((await login(user.usuario.email, 'Recuperada1')).statusCode).toBe(200);
    expect((await login(user.usuario.email, user.password)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/usuarios/perfil', headers: { authorization: `Bearer ${user.token}` } }))
        .statusCode,
    ).toBe(401);
    const notice = await nextMailTo(user.usuario.email, 2);
    expect(notice.subject).toContain('Tu contraseña ha cambiado');
  });

  test('given a used link, then it is invalid and cannot reset again (single use)', async () => {
    const user = await registerUser(t.app);
    const token = await requestLink(user);
    expect((await reset(token, 'Primera111')).statusCode).toBe(200);
    expect((await verify(token)).json()).toEqual({ valid: false, username: null });
    const again = await reset(token, 'Segunda222');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_RESET_TOKEN', message: expect.any(String) });
    expect((await login(user.usuario.email, 'Primera111')).statusCode).toBe(200);
  });

  test('given two links, when one is used, then the other no longer works', async () => {
    const user = await registerUser(t.app);
    const first = await requestLink(user, 1);
    const second = await requestLink(user, 2);
    expect((await reset(second, 'Segunda222')).statusCode).toBe(200);
    expect((await verify(first)).json()).toMatchObject({ valid: false });
  });

  test('given a link older than one hour, then it is invalid', async () => {
    const user = await registerUser(t.app);
    const token = await requestLink(user);
    t.setNow(new Date(Date.now() + 61 * 60 * 1000));
    try {
      expect((await verify(token)).json()).toEqual({ valid: false, username: null });
      expect((await reset(token, 'Tarde12345')).json()).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
    } finally {
      t.setNow(null);
    }
  });

  test('given unknown or malformed tokens, then verify answers invalid and reset refuses', async () => {
    for (const token of ['x', 'a'.repeat(43), 'ñ'.repeat(10)]) {
      expect((await verify(encodeURIComponent(token))).json()).toEqual({ valid: false, username: null });
      expect((await reset(token, 'Valida1234')).statusCode).toBe(400);
    }
  });

  test('given a weak new password, then 400 with the password rule and the link stays usable', async () => {
    const user = await registerUser(t.app);
    const token = await requestLink(user);
    const response = await reset(token, 'weakpassword');
    expect(response.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK' });
    expect((await verify(token)).json()).toMatchObject({ valid: true });
  });

  test('given an account throttled by failed sign-ins, when its owner resets the password, then they sign in again from anywhere', async () => {
    const user = await registerUser(t.app);
    // Throttled for a new address (the owner travelling), on every key the account has.
    await login(user.usuario.email, 'Wrong1234', '192.0.2.50');
    await t.db.pool.query("update login_failures set failures = 1000 where key like $1 || '%'", [
      `user:${user.usuario.id}`,
    ]);
    expect((await login(user.usuario.email, user.password, '192.0.2.50')).statusCode).toBe(429);
    const token = await requestLink(user);
    expect((await reset(token, 'Desbloqueo1')).statusCode).toBe(200);
    expect((await login(user.usuario.email, 'Desbloqueo1', '192.0.2.50')).statusCode).toBe(200);
  });
});

describe('per-IP limits on recovery', () => {
  test("given an address that exhausted its limit, then another player's reset from their own address still works", async () => {
    const limited = await buildTestApp({ config: { authRateLimit: 2, smtpUrl: smtp.url } });
    try {
      const user = await registerUser(limited.app);
      const from = (ip: string, url: string, payload: object) =>
        limited.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 2; i += 1)
        await from('203.0.113.66', '/api/usuarios/reset-password', {
          token: 'a'.repeat(43),
          newPassword: 'Intento123',
        });
      expect(
        (
          await from('203.0.113.66', '/api/usuarios/reset-password', {
            token: 'a'.repeat(43),
            newPassword: 'Intento123',
          })
        ).statusCode,
      ).toBe(429);
      expect(
        (await from('203.0.113.66', '/api/usuarios/forgot-password', { email: user.usuario.email })).statusCode,
      ).toBe(200);
      expect(
        (await from('203.0.113.66', '/api/usuarios/forgot-password', { email: user.usuario.email })).statusCode,
      ).toBe(200);
      expect(
        (await from('203.0.113.66', '/api/usuarios/forgot-password', { email: user.usuario.email })).statusCode,
      ).toBe(429);

      await from('198.51.100.5', '/api/usuarios/forgot-password', { email: user.usuario.email });
      // The answer never waits for the link (so it says nothing of the account): the link comes just after.
      const token = linkIn(await nextMailTo(user.usuario.email, 3))![1];
      expect(
        (await from('198.51.100.5', '/api/usuarios/reset-password', { token, newPassword: 'Victima123' })).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });

  test('given the registration limit per e-mail, then a burst on one e-mail is refused with 429', async () => {
    const payload = (i: number) => ({ username: `burst${i}`, email: 'burst@example.com', password: 'Barca2024' });
    const answers = [];
    for (let i = 0; i < 11; i += 1)
      answers.push(
        (await t.app.inject({ method: 'POST', url: '/api/usuarios/registro', payload: payload(i) })).statusCode,
      );
    expect(answers[0]).toBe(201);
    expect(answers.slice(1, 10)).toEqual(Array(9).fill(409));
    expect(answers[10]).toBe(429);
  });
});
