import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import es from '../../../machines/accounts/locales/es.ts';
import { RULE_CODES } from '../../../machines/accounts/validation.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, registerUser } from '../../helpers/users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ config: { adminEmails: ['boss@example.com'] } });
});
afterAll(() => t.close());

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/usuarios/registro', payload: payload as object });

describe('registration', () => {
  test('given valid fields, when registering, then the answer has a token and the public user', async () => {
    const response = await register({ username: 'Pedri8', email: 'pedri@example.com', password: 'Barca2024' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.usuario).toEqual({
      id: expect.any(Number),
      username: 'Pedri8',
      email: 'pedri@example.com',
      email_confirmado: false,
      email_pendiente: null,
      admin: false,
      fecha_registro: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const profile = await t.app.inject({ url: '/api/usuarios/perfil', headers: bearer(body.token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({ usuario: body.usuario });
  });

  test('given a registration, then only a bcrypt hash of cost 12 is stored', async () => {
    const { usuario, password } = await registerUser(t.app);
    const { rows } = await t.db.pool.query('select password_hash from users where id = $1', [usuario.id]);
    expect(rows[0].password_hash).toMatch(/^\$2[aby]\$12\$/);
    expect(rows[0].password_hash).not.toContain(password);
  });

  test('given a taken e-mail in another case, when registering, then 409 says the e-mail is registered', async () => {
    await registerUser(t.app, { username: 'Gavi06', email: 'gavi@example.com' });
    const response = await register({ username: 'OtherName', email: 'GAVI@Example.com', password: 'Barca2024' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Conflict',
      code: 'EMAIL_IN_USE',
      message: expect.stringContaining('email ya está registrado'),
    });
  });

  test('given a taken username in another case, when registering, then 409 says the username is in use', async () => {
    await registerUser(t.app, { username: 'Lamine19' });
    const response = await register({ username: 'LAMINE19', email: 'lamine.other@example.com', password: 'Barca2024' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'USERNAME_IN_USE',
      message: expect.stringContaining('nombre de usuario ya está en uso'),
    });
  });

  test('given two registrations of one e-mail at once, then exactly one account is created', async () => {
    const payload = (username: string) => ({ username, email: 'race@example.com', password: 'Barca2024' });
    const answers = await Promise.all([register(payload('RaceOne')), register(payload('RaceTwo'))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const { rows } = await t.db.pool.query(
      "select count(*)::int as n from users where lower(email) = 'race@example.com'",
    );
    expect(rows[0].n).toBe(1);
  });

  test.each([
    { why: 'no body', payload: undefined, key: 'usernameRequired' },
    {
      why: 'a short username',
      payload: { username: 'ab', email: 'a@b.es', password: 'Barca2024' },
      key: 'usernameMin',
    },
    {
      why: 'a long username',
      payload: { username: 'a'.repeat(21), email: 'a@b.es', password: 'Barca2024' },
      key: 'usernameMax',
    },
    {
      why: 'a username with symbols',
      payload: { username: 'ab_cd', email: 'a@b.es', password: 'Barca2024' },
      key: 'usernameChars',
    },
    {
      why: 'a bad e-mail',
      payload: { username: 'abcd', email: 'not-mail', password: 'Barca2024' },
      key: 'emailInvalid',
    },
    {
      why: 'a long e-mail',
      payload: { username: 'abcd', email: `${'a'.repeat(95)}@b.com`, password: 'Barca2024' },
      key: 'emailTooLong',
    },
    { why: 'a short password', payload: { username: 'abcd', email: 'a@b.es', password: 'Ab1' }, key: 'newPasswordMin' },
    {
      why: 'a weak password',
      payload: { username: 'abcd', email: 'a@b.es', password: 'barca2024' },
      key: 'newPasswordWeak',
    },
    {
      why: 'a password with a space',
      payload: { username: 'abcd', email: 'a@b.es', password: 'Barca 2024' },
      key: 'newPasswordSpaces',
    },
  ] as const)(
    'given $why, when registering, then 400 with the rule code and its Spanish text',
    async ({ payload, key }) => {
      const response = await register(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Bad Request', code: RULE_CODES[key], message: es[key] });
    },
  );

  test('given an e-mail listed in ADMIN_EMAILS, when registering, then the account is no admin until the address is confirmed', async () => {
    const { usuario } = await registerUser(t.app, { email: 'Boss@Example.com' });
    expect(usuario).toMatchObject({ admin: false, email_confirmado: false });
  });

  test('given a taken e-mail or username, then the refusal takes as long as a registration (the password is hashed first)', async () => {
    const taken = await registerUser(t.app);
    const timed = async (payload: object) => {
      const started = performance.now();
      const response = await register(payload);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const fresh: number[] = [];
    const refused: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const created = await timed({ username: `Timing${i}x`, email: `timing${i}@example.com`, password: 'Barca2024' });
      expect(created.status).toBe(201);
      fresh.push(created.ms);
      const byEmail = await timed({ username: `Other${i}x`, email: taken.usuario.email, password: 'Barca2024' });
      const byName = await timed({
        username: taken.usuario.username,
        email: `other${i}@example.com`,
        password: 'Barca2024',
      });
      expect([byEmail.status, byName.status]).toEqual([409, 409]);
      refused.push(byEmail.ms, byName.ms);
    }
    // bcrypt (cost 12) is most of either answer: a refusal without it took 1–2 ms against ~240. Medians
    // against a quarter: under load one answer can take twice another (656 against 1,084 ms at load 20).
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    expect(median(refused)).toBeGreaterThan(median(fresh) * 0.25);
  });
});

describe('names people really have', () => {
  test('given Muñoz7, then it registers and signs in whatever the case, shows as typed, and MUÑOZ7 clashes while Munoz7 is another name', async () => {
    const created = await register({ username: 'Muñoz7', email: 'munoz7@example.com', password: 'Barca2024' });
    expect(created.statusCode).toBe(201);
    expect(created.json().usuario.username).toBe('Muñoz7');
    for (const identifier of ['Muñoz7', 'muñoz7', 'MUÑOZ7', 'Mun\u0303oz7']) {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/usuarios/login',
        payload: { email: identifier, password: 'Barca2024' },
      });
      expect(signIn.statusCode, identifier).toBe(200);
      expect(signIn.json().usuario.username).toBe('Muñoz7');
    }
    const clash = await register({ username: 'MUÑOZ7', email: 'other-munoz@example.com', password: 'Barca2024' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'USERNAME_IN_USE' });
    expect(
      (await register({ username: 'Munoz7', email: 'munoz-n@example.com', password: 'Barca2024' })).statusCode,
    ).toBe(201);
    expect(
      (await register({ username: 'Álvaro9', email: 'alvaro@example.com', password: 'Barca2024' })).statusCode,
    ).toBe(201);
    expect(
      (await register({ username: 'alvaro9', email: 'alvaro2@example.com', password: 'Barca2024' })).json(),
    ).toMatchObject({ code: 'USERNAME_IN_USE' });
  });
});
