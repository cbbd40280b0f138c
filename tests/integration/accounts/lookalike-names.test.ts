// Names that cannot impersonate (issue 27): usernames refuse invisible, compatibility, scriptless-mark
// and mixed-script forms, are unique by a UTS #39 confusables skeleton on top of the folded key, and
// league names follow the same rule (and the profanity check, as usernames now do).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fillUsernameSkeletons } from '../../../server/accounts/users.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, registerUser } from '../../helpers/users.ts';

describe('names that cannot impersonate', () => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const register = (username: string, language = 'es') => {
    n += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/usuarios/registro',
      headers: { 'accept-language': language },
      payload: { username, email: `lookalike${n}@example.com`, password: 'Secreto123' },
    });
  };

  test('given "Tester1", then its invisible, mixed-script, filler, fullwidth and harpoon look-alikes are refused with 400 USERNAME_LOOKALIKE in the caller language', async () => {
    expect((await register('Tester1')).statusCode).toBe(201);
    // The last three: marks some scripts share (Devanagari's and Vedic stress marks, a combining asterisk)
    // on a Latin word's digit, where no Latin letter needs one after NFC.
    for (const name of [
      'Tester1\uFE0F',
      'Т\u0435ster1',
      '\u115FTester1',
      'Tester\uFF11',
      'Tester1\u20D0',
      'Tester1\u0951',
      'Tester1\u1CD0',
      'Tester1\u20F0',
    ]) {
      const answer = await register(name, 'en');
      expect(answer.statusCode, JSON.stringify(name)).toBe(400);
      expect(answer.json()).toEqual({
        error: 'Bad Request',
        code: 'USERNAME_LOOKALIKE',
        message:
          'That name has invisible characters, special forms or letters of mixed alphabets that would make it pass for another. Write it in plain letters of one alphabet.',
      });
    }
    // On their own too: none of these forms is refused only because "Tester1" exists.
    expect((await register('Zed\u200D9')).statusCode).toBe(400);
    expect((await register('Раul')).statusCode).toBe(400);
  });

  test('given "Tester1", then names with the same confusables skeleton are taken: "Testerl", "TesterI", "TESTER1"', async () => {
    for (const name of ['Testerl', 'TesterI', 'TESTER1']) {
      const answer = await register(name);
      expect(answer.statusCode, name).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'USERNAME_IN_USE' });
    }
  });

  test('given a Latin name, then an all-Cyrillic look-alike is taken (whole-script confusable), while names of one script and honest accents register', async () => {
    expect((await register('copa')).statusCode).toBe(201);
    expect((await register('\u0441\u043E\u0440\u0430')).json()).toMatchObject({ code: 'USERNAME_IN_USE' });
    for (const name of ['Muñoz', 'Munoz', 'Παναγιώτης', 'Дмитрий', '山田タロウ', 'محمد', 'मोहन', 'Zoë']) {
      const answer = await register(name);
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(201);
    }
  });

  test('given a profane username, then it is refused like a profane league name', async () => {
    const answer = await register('PutaMadrid7');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'USERNAME_NOT_ALLOWED',
      message: 'Ese nombre de usuario no está permitido. Elige otro.',
    });
  });

  test('given real names that begin with a short English term, then they register and name leagues, while the insult that term makes is refused', async () => {
    for (const name of ['Dickson', 'Shitu', 'Analia']) {
      const answer = await register(name);
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(201);
    }
    expect((await register('Sh1thead', 'en')).json()).toMatchObject({
      code: 'USERNAME_NOT_ALLOWED',
      message: 'That username is not allowed. Choose another.',
    });
    const owner = await registerUser(t.app);
    const create = (nombre: string) =>
      t.app.inject({ method: 'POST', url: '/api/ligas', headers: bearer(owner.token), payload: { nombre } });
    expect((await create('Peña Dickson')).statusCode).toBe(201);
    expect((await create('Los Dickheads')).json()).toMatchObject({ code: 'INVALID_LEAGUE_NAME' });
  });

  test('given accounts made before skeletons that collide, then both keep their names and sign in, and a third look-alike is refused', async () => {
    const { rows } = await t.db.pool.query<{ id: string }>(
      `insert into users (username, username_key, email, password_hash)
       select name, lower(name), lower(name) || '@old.example', password_hash from users, unnest(array['Oldman1', 'Oldmanl']) as name
       where username = 'Tester1' returning id`,
    );
    expect(rows).toHaveLength(2);
    expect(await fillUsernameSkeletons(t.db.pool)).toBe(2);
    const { rows: skeletons } = await t.db.pool.query(
      'select username, username_skeleton from users where id = any($1::bigint[]) order by id',
      [rows.map(({ id }) => id)],
    );
    expect(skeletons).toEqual([
      { username: 'Oldman1', username_skeleton: 'oldrnanl' },
      { username: 'Oldmanl', username_skeleton: 'oldrnanl' },
    ]);
    for (const username of ['Oldman1', 'Oldmanl']) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/usuarios/login',
        payload: { email: username, password: 'Secreto123' },
      });
      expect(login.statusCode, username).toBe(200);
    }
    expect((await register('OldmanI')).statusCode).toBe(409);
  });

  test('given two look-alikes registering at once, then one account is made', async () => {
    const answers = await Promise.all(['Racer1', 'Racerl', 'RacerI'].map((name) => register(name)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  test('given league names, then the same rule holds: look-alike words and profanity are refused, words of different scripts are fine', async () => {
    const owner = await registerUser(t.app);
    const create = (nombre: string) =>
      t.app.inject({ method: 'POST', url: '/api/ligas', headers: bearer(owner.token), payload: { nombre } });
    for (const nombre of ['Peña Т\u0435st', 'Liga\uFE0F Norte', 'Liga ＮＯＲＴＥ']) {
      const answer = await create(nombre);
      expect(answer.statusCode, nombre).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'INVALID_LEAGUE_NAME',
        message:
          'Ese nombre lleva caracteres invisibles, formas especiales o letras de alfabetos mezclados en una palabra. Escríbelo con letras normales.',
      });
    }
    expect((await create('Puta Liga')).json()).toMatchObject({ message: 'Ese nombre no está permitido. Elige otro.' });
    expect((await create('Amigos Москва')).statusCode).toBe(201);
  });
});
