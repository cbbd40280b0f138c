import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import es from '../../../machines/accounts/locales/es.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, confirmAddress, registerUser, type RegisteredUser } from '../../helpers/users.ts';

// 12:00 in Madrid on 10 June 2026: the stats window is 2025-06-11 … 2026-06-10.
const NOW = new Date('2026-06-10T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, user: RegisteredUser, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(user.token), payload });

let dayCounter = 0;
async function addPlayerDay(
  userId: number,
  fecha: string,
  values: { score: number; stars: number; attempts: number; hints: number; seconds: number; won?: boolean },
) {
  dayCounter += 1;
  await t.db.pool.query(
    `insert into player_days (stream_id, user_id, fecha, modo, pregunta_id, won, score, stars, attempts, hints, seconds, on_day, finished_at)
     values ($1, $2, $3, 'diaria', $4, $5, $6, $7, $8, $9, $10, true, $11)`,
    [
      `play-${userId}-${fecha}`,
      userId,
      fecha,
      dayCounter,
      values.won ?? true,
      values.score,
      values.stars,
      values.attempts,
      values.hints,
      values.seconds,
      NOW,
    ],
  );
}

async function addEvent(streamId: string, type: string, data: object, version = 1) {
  await t.db.pool.query('insert into events (stream_id, stream_version, type, data) values ($1, $2, $3, $4)', [
    streamId,
    version,
    type,
    data,
  ]);
}

async function countRows(sql: string, params: unknown[]) {
  const { rows } = await t.db.pool.query(sql, params);
  return rows[0].n as number;
}

describe('reading the profile', () => {
  test('given a signed-in player, then the profile is the public user', async () => {
    const user = await registerUser(t.app);
    const response = await call('GET', '/profile', user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user.usuario);
    expect(response.body).not.toContain('password');
  });

  test('given no session, then the profile routes ask to sign in', async () => {
    for (const url of ['/api/profile', '/api/profile/stats', '/api/profile/export']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
    }
  });

  test('given no plays, then every statistic is 0', async () => {
    const user = await registerUser(t.app);
    expect((await call('GET', '/profile/stats', user)).json()).toEqual({
      total_partidas: 0,
      tiempo_promedio: 0,
      estrellas_promedio: 0,
      puntuacion_promedio: 0,
      intentos_promedio: 0,
      pistas_promedio: 0,
    });
  });

  test("given plays inside and outside the last 365 days, then only the player's plays inside the window count", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    await addPlayerDay(user.usuario.id, '2026-06-10', { score: 1200, stars: 3, attempts: 1, hints: 0, seconds: 30 });
    await addPlayerDay(user.usuario.id, '2025-06-11', {
      score: 0,
      stars: 0,
      attempts: 5,
      hints: 3,
      seconds: 95,
      won: false,
    });
    await addPlayerDay(user.usuario.id, '2026-01-01', { score: 850, stars: 2, attempts: 3, hints: 1, seconds: 64 });
    await addPlayerDay(user.usuario.id, '2025-06-10', { score: 1500, stars: 3, attempts: 1, hints: 0, seconds: 10 });
    await addPlayerDay(other.usuario.id, '2026-06-10', { score: 100, stars: 0, attempts: 5, hints: 3, seconds: 300 });
    expect((await call('GET', '/profile/stats', user)).json()).toEqual({
      total_partidas: 3,
      tiempo_promedio: 63,
      estrellas_promedio: 1.67,
      puntuacion_promedio: 683.33,
      intentos_promedio: 3,
      pistas_promedio: 1.33,
    });
  });
});

describe('changing the password', () => {
  test.each([
    {
      why: 'a wrong current password',
      body: { passwordActual: 'Wrong1234', nuevaPassword: 'Nueva2025' },
      code: 'INCORRECT_PASSWORD',
    },
    {
      why: 'a short new password',
      body: { passwordActual: 'CURRENT', nuevaPassword: 'Ab1' },
      code: 'PASSWORD_TOO_SHORT',
    },
    { why: 'a missing field', body: { passwordActual: 'CURRENT' }, code: 'FIELDS_REQUIRED' },
    {
      why: 'a weak new password',
      body: { passwordActual: 'CURRENT', nuevaPassword: 'nuevaclave' },
      code: 'PASSWORD_TOO_WEAK',
    },
  ])('given $why, then 400 $code and the password is unchanged', async ({ body, code }) => {
    const user = await registerUser(t.app);
    const payload = {
      ...body,
      passwordActual: body.passwordActual === 'CURRENT' ? user.password : body.passwordActual,
    };
    const response = await call('PUT', '/profile/change-password', user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code });
    expect((await call('GET', '/profile', user)).statusCode).toBe(200);
  });

  test('given the right current password, then the new one signs in, a notice is mailed and a fresh token is returned', async () => {
    const user = await registerUser(t.app);
    const response = await call('PUT', '/profile/change-password', user, {
      passwordActual: user.password,
      nuevaPassword: 'Nueva2025',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token: expect.any(String), usuario: user.usuario });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/login',
      payload: { email: user.usuario.email, password: 'Nueva2025' },
    });
    expect(signIn.statusCode).toBe(200);
    const { rows } = await t.db.pool.query(
      "select subject from outbox where to_address = $1 and subject <> 'Confirma tu email' order by id",
      [user.usuario.email],
    );
    expect(rows.map((r) => r.subject)).toEqual(['Tu contraseña ha cambiado']);
  });
});

describe('guessing the password through a session', () => {
  test('given more than 10 password checks a minute on one account, then the next is refused with 429 before any check', async () => {
    const user = await registerUser(t.app);
    const attempt = () =>
      call('PUT', '/profile/change-password', user, { passwordActual: 'Wrong1234', nuevaPassword: 'Nueva2025' });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).json().code).toBe('INCORRECT_PASSWORD');
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('changing the e-mail', () => {
  test.each([
    {
      why: 'a wrong password',
      body: { password: 'Wrong1234', nuevoEmail: 'new@example.com' },
      code: 'INCORRECT_PASSWORD',
      status: 400,
    },
    {
      why: "another account's e-mail",
      body: { password: 'CURRENT', nuevoEmail: 'TAKEN' },
      code: 'EMAIL_IN_USE',
      status: 409,
    },
    {
      why: 'a malformed e-mail',
      body: { password: 'CURRENT', nuevoEmail: 'nope' },
      code: 'INVALID_EMAIL',
      status: 400,
    },
    { why: 'a missing field', body: { nuevoEmail: 'new@example.com' }, code: 'FIELDS_REQUIRED', status: 400 },
    {
      why: 'the same e-mail in another case',
      body: { password: 'CURRENT', nuevoEmail: 'SAME' },
      code: 'SAME_EMAIL',
      status: 400,
    },
  ])('given $why, then $status $code', async ({ body, code, status }) => {
    const user = await registerUser(t.app);
    const taken = await registerUser(t.app);
    const payload = {
      ...body,
      ...(body.password === 'CURRENT' ? { password: user.password } : {}),
      ...(body.nuevoEmail === 'TAKEN' ? { nuevoEmail: taken.usuario.email.toUpperCase() } : {}),
      ...(body.nuevoEmail === 'SAME' ? { nuevoEmail: user.usuario.email.toUpperCase() } : {}),
    };
    const response = await call('PUT', '/profile/change-email', user, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
  });

  test('given a free e-mail, then it waits as pending (the old one signs in) until its link is opened; then it is the e-mail, sign-in uses it and the old (confirmed) address is told', async () => {
    const user = await registerUser(t.app);
    await confirmAddress(t.app, t.db.pool, user.usuario.id);
    const response = await call('PUT', '/profile/change-email', user, {
      password: user.password,
      nuevoEmail: ' Nuevo.Correo@example.com ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message:
        'Te hemos enviado un enlace a Nuevo.Correo@example.com. Tu email cambiará cuando lo abras; hasta entonces sigue siendo el actual.',
      usuario: { ...user.usuario, email_confirmado: true, email_pendiente: 'Nuevo.Correo@example.com' },
    });
    const signIn = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/usuarios/login', payload: { email, password: user.password } });
    expect((await signIn('nuevo.correo@example.com')).statusCode).toBe(401);
    expect((await signIn(user.usuario.email)).statusCode).toBe(200);
    const nothingYet = await t.db.pool.query(
      "select 1 from outbox where to_address = $1 and subject <> 'Confirma tu email'",
      [user.usuario.email],
    );
    expect(nothingYet.rows).toEqual([]);
    await confirmAddress(t.app, t.db.pool, user.usuario.id);
    expect((await signIn('nuevo.correo@example.com')).statusCode).toBe(200);
    expect((await signIn(user.usuario.email)).statusCode).toBe(401);
    const told = await t.db.pool.query(
      "select text_body from outbox where to_address = $1 and subject <> 'Confirma tu email'",
      [user.usuario.email],
    );
    expect(told.rows[0].text_body).toContain('Nuevo.Correo@example.com');
    // The new address gets its own confirmation link (redacted in the outbox: it is a secret).
    const confirmation = await t.db.pool.query('select subject, text_body from outbox where to_address = $1', [
      'Nuevo.Correo@example.com',
    ]);
    expect(confirmation.rows).toEqual([
      { subject: 'Confirma tu email', text_body: expect.stringContaining('/verificar-email?token=[redacted]') },
    ]);
  });
});

describe('deleting the account', () => {
  test.each([
    {
      why: 'a wrong password',
      body: { password: 'Wrong1234', confirmacion: 'ELIMINAR MI CUENTA' },
      key: null,
      code: 'INCORRECT_PASSWORD',
    },
    {
      why: 'a wrong confirmation',
      body: { password: 'CURRENT', confirmacion: 'eliminar mi cuenta' },
      key: 'confirmationTextIncorrect',
      code: 'CONFIRMATION_TEXT_INCORRECT',
    },
    { why: 'no confirmation', body: { password: 'CURRENT' }, key: 'allFieldsRequired', code: 'FIELDS_REQUIRED' },
  ] as const)('given $why, then 400 $code and nothing is deleted', async ({ body, key, code }) => {
    const user = await registerUser(t.app);
    const payload = { ...body, ...(body.password === 'CURRENT' ? { password: user.password } : {}) };
    const response = await call('DELETE', '/profile/delete-account', user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, ...(key ? { message: es[key] } : {}) });
    expect(await countRows('select count(*)::int as n from users where id = $1', [user.usuario.id])).toBe(1);
  });

  test.each(['ELIMINAR MI CUENTA', 'DELETE MY ACCOUNT'])(
    'given the confirmation %s, then the account, its plays, its debug plays, its stats rows and its links are erased, and nobody else’s',
    async (confirmacion) => {
      const user = await registerUser(t.app);
      // play-<id>0-… belongs to another player whose id only starts alike: the erasure must not reach it.
      const other = await registerUser(t.app);
      const id = user.usuario.id;
      await addEvent(`play-${id}-2026-06-09`, 'PlayStarted', { userId: id, fecha: '2026-06-09' });
      await addEvent(`play-${id}-2026-06-09`, 'PlayFinished', { won: true }, 2);
      await addEvent(`play-debug-${id}aaaa`, 'PlayStarted', { userId: id, modo: 'debug' });
      await addEvent(`play-${id}0-2026-06-09`, 'PlayStarted', { userId: Number(`${id}0`) });
      await addEvent(`play-${other.usuario.id}-2026-06-09`, 'PlayStarted', { userId: other.usuario.id });
      await addEvent(`play-debug-${other.usuario.id}bbbb`, 'PlayStarted', { userId: other.usuario.id, modo: 'debug' });
      await addPlayerDay(id, '2026-06-09', { score: 900, stars: 2, attempts: 2, hints: 0, seconds: 40 });
      await addPlayerDay(other.usuario.id, '2026-06-09', { score: 900, stars: 2, attempts: 2, hints: 0, seconds: 40 });
      await t.app.inject({
        method: 'POST',
        url: '/api/usuarios/forgot-password',
        payload: { email: user.usuario.email },
      });
      await expect
        .poll(() => countRows('select count(*)::int as n from password_reset_tokens where user_id = $1', [id]))
        .toBe(1);

      const response = await call('DELETE', '/profile/delete-account', user, { password: user.password, confirmacion });
      expect(response.statusCode).toBe(200);

      expect(await countRows('select count(*)::int as n from users where id = $1', [id])).toBe(0);
      expect(await countRows('select count(*)::int as n from password_reset_tokens where user_id = $1', [id])).toBe(0);
      expect(await countRows('select count(*)::int as n from player_days where user_id = $1', [id])).toBe(0);
      const { rows } = await t.db.pool.query('select stream_id from events order by stream_id');
      const streams = rows.map((r) => r.stream_id);
      expect(streams.filter((s) => s.startsWith(`play-${id}-`) || s === `play-debug-${id}aaaa`)).toEqual([]);
      expect(streams).toEqual(
        expect.arrayContaining([
          `play-${id}0-2026-06-09`,
          `play-${other.usuario.id}-2026-06-09`,
          `play-debug-${other.usuario.id}bbbb`,
        ]),
      );
      expect(await countRows('select count(*)::int as n from player_days where user_id = $1', [other.usuario.id])).toBe(
        1,
      );
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/usuarios/login',
        payload: { email: user.usuario.email, password: user.password },
      });
      expect(signIn.statusCode).toBe(401);
    },
  );
});

describe('exporting the data', () => {
  test('given plays, then the export is a JSON attachment with the account (no hash), its stats rows and its events only', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const id = user.usuario.id;
    await addEvent(`play-${id}-2026-06-08`, 'PlayStarted', { userId: id, fecha: '2026-06-08' });
    await addEvent(`play-${other.usuario.id}-2026-06-08`, 'PlayStarted', { userId: other.usuario.id });
    await addPlayerDay(id, '2026-06-08', { score: 1000, stars: 2, attempts: 2, hints: 1, seconds: 50 });
    await addPlayerDay(other.usuario.id, '2026-06-08', { score: 10, stars: 0, attempts: 5, hints: 3, seconds: 500 });

    const response = await call('GET', '/profile/export', user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=futbol-trivia-${user.usuario.username}-2026-06-10.json`,
    );
    const data = response.json();
    expect(data.account).toEqual({ ...user.usuario, idioma: 'es' });
    expect(data.contactMessages).toEqual([]);
    expect(data.playerDays).toEqual([expect.objectContaining({ user_id: id, fecha: '2026-06-08', score: 1000 })]);
    expect(data.events).toEqual([expect.objectContaining({ stream_id: `play-${id}-2026-06-08`, type: 'PlayStarted' })]);
    expect(response.body).not.toMatch(/password_hash|token_version|\$2b\$/);
    expect(response.body).not.toContain(other.usuario.email);
  });

  test('given a username outside Latin-1, then the download names it (RFC 6266 filename*) with an ASCII fallback', async () => {
    const user = await registerUser(t.app, { username: 'Ωμέγα', email: `omega${Date.now()}@example.com` });
    const response = await call('GET', '/profile/export', user);
    expect(response.statusCode, response.body).toBe(200);
    const header = String(response.headers['content-disposition']);
    expect(header).toMatch(/^attachment; filename="futbol-trivia-[\x20-\x7e]*-2026-06-10\.json"; filename\*=UTF-8''/);
    expect(header).toContain(
      `filename*=UTF-8''${encodeURIComponent(`futbol-trivia-${user.usuario.username}-2026-06-10.json`)}`,
    );
    expect(response.json().account.username).toBe(user.usuario.username);
  });
});
