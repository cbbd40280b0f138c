// Private leagues (issue 30 item 1): who may do what, the limits, and every refusal, against real PostgreSQL.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, registerUser, type RegisteredUser } from '../../helpers/users.ts';
import { seedUsers } from '../leaderboards/helpers.ts';
import {
  LEAGUE_JOINS_PER_HOUR,
  LEAGUE_MEMBERS_MAX,
  LEAGUES_CREATED_PER_HOUR,
  LEAGUES_PER_PLAYER,
} from '../../../machines/leagues/rules.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Liga = {
  id: number;
  nombre: string;
  codigo: string;
  enlace: string;
  propietario_id: number;
  miembros: { usuario_id: number; username: string; propietario: boolean }[];
};

const addressOf = (user: RegisteredUser) =>
  `10.${(user.usuario.id >> 16) & 255}.${(user.usuario.id >> 8) & 255}.${user.usuario.id & 255}`;

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  user: RegisteredUser | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    // Each player from an address of their own, unless told (the address has a join budget of its own).
    headers: { ...(user ? { ...bearer(user.token), 'x-forwarded-for': addressOf(user) } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function create(owner: RegisteredUser, nombre = 'Peña del Barrio'): Promise<Liga> {
  const response = await call('POST', '/api/ligas', owner, { nombre });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().liga;
}

async function join(user: RegisteredUser, codigo: string): Promise<Liga> {
  const response = await call('POST', '/api/ligas/unirse', user, { codigo });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().liga;
}

/** A user whose join budget is fresh (each test that joins a lot uses new players). */
const player = () => registerUser(t.app);

describe('creating a league', () => {
  test('given a signed-in player, when they create a league, then they own it and get its code and invite link', async () => {
    const owner = await player();
    const liga = await create(owner, '  Peña   del Barrio ');
    expect(liga.nombre).toBe('Peña del Barrio');
    expect(liga.codigo).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(liga.enlace).toBe(`http://trivia.test/ligas/unirse?codigo=${liga.codigo}`);
    expect(liga.propietario_id).toBe(owner.usuario.id);
    expect(liga.miembros).toEqual([
      expect.objectContaining({ usuario_id: owner.usuario.id, username: owner.usuario.username, propietario: true }),
    ]);
    expect(JSON.stringify(liga)).not.toContain(owner.usuario.email);
  });

  test('given a guest, then every league route answers 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/ligas'],
      ['POST', '/api/ligas'],
      ['POST', '/api/ligas/unirse'],
      ['GET', '/api/ligas/1'],
      ['GET', '/api/ligas/1/clasificacion/diario'],
      ['DELETE', '/api/ligas/1/miembros/1'],
    ] as const) {
      const response = await call(method, url, null, method === 'POST' ? { nombre: 'Amigos', codigo: 'x' } : undefined);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('AUTH_REQUIRED');
    }
  });

  test.each([
    [{}, 'Ponle un nombre a la liga.'],
    [{ nombre: 42 }, 'Ponle un nombre a la liga.'],
    [{ nombre: '   ' }, 'Ponle un nombre a la liga.'],
    [{ nombre: 'AB' }, 'El nombre de la liga debe tener al menos 3 caracteres.'],
    [{ nombre: 'A'.repeat(31) }, 'El nombre de la liga no puede tener más de 30 caracteres.'],
    [{ nombre: 'Los <b>Cracks</b>' }, 'Solo letras y números, con un espacio entre palabras.'],
    [{ nombre: 'Liga ⚽ Amigos' }, 'Solo letras y números, con un espacio entre palabras.'],
    [{ nombre: 'Liga\u00a0Amigos' }, 'Solo letras y números, con un espacio entre palabras.'],
    [{ nombre: 'Los Cabrones' }, 'Ese nombre no está permitido. Elige otro.'],
    [{ nombre: 'PutaMadrid' }, 'Ese nombre no está permitido. Elige otro.'],
    [{ nombre: 'Fμck Off' }, 'Ese nombre no está permitido. Elige otro.'],
  ])('given the body %j, then it is refused with 400 INVALID_LEAGUE_NAME', async (payload, message) => {
    const response = await call('POST', '/api/ligas', await player(), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', code: 'INVALID_LEAGUE_NAME', message });
  });

  test('given an English page, then the refusal is in English', async () => {
    const response = await call('POST', '/api/ligas', await player(), { nombre: 'AB' }, { 'accept-language': 'en' });
    expect(response.json().message).toBe('The league name must be at least 3 characters long.');
  });

  test('given names that only contain a rude word inside another, then they are fine', async () => {
    for (const nombre of ['Disputa FC', 'Computadora', 'Scunthorpe'])
      expect((await call('POST', '/api/ligas', await player(), { nombre })).statusCode, nombre).toBe(201);
  });

  test('given a rude name for a rename, then it is refused too', async () => {
    const owner = await player();
    const liga = await create(owner);
    const response = await call('PATCH', `/api/ligas/${liga.id}`, owner, { nombre: 'Gilipollas' });
    expect(response.json()).toMatchObject({
      code: 'INVALID_LEAGUE_NAME',
      message: 'Ese nombre no está permitido. Elige otro.',
    });
  });

  test('given a name with accents, ñ and combining marks, then it is stored in NFC', async () => {
    const liga = await create(await player(), 'Cadiz\u0301 Ñu 2024');
    expect(liga.nombre).toBe('Cadiź Ñu 2024'.normalize('NFC'));
  });
});

describe('joining', () => {
  test('given the code however it is typed, then a player joins; joining again answers the same league', async () => {
    const owner = await player();
    const friend = await player();
    const liga = await create(owner);
    const typed = liga.codigo.replace('-', ' ').toLowerCase();
    const joined = await join(friend, ` ${typed} `);
    expect(joined.id).toBe(liga.id);
    expect(joined.miembros.map((m) => m.usuario_id)).toEqual([owner.usuario.id, friend.usuario.id]);
    expect((await join(friend, liga.codigo)).miembros).toHaveLength(2);
  });

  test('given a code nobody has, then 404 LEAGUE_CODE_NOT_FOUND; given something that cannot be a code, then 400', async () => {
    const user = await player();
    const unknown = await call('POST', '/api/ligas/unirse', user, { codigo: 'ZZZZ-ZZZZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('LEAGUE_CODE_NOT_FOUND');
    for (const codigo of ['ABC', 'OOOO-OOOO', 'K7PX-M2QA-9', "'; drop table leagues; --"]) {
      const response = await call('POST', '/api/ligas/unirse', user, { codigo });
      expect(response.statusCode, codigo).toBe(400);
      expect(response.json().code).toBe('INVALID_LEAGUE_CODE');
    }
    expect((await call('POST', '/api/ligas/unirse', user, { codigo: 7 })).statusCode).toBe(400);
  });

  test(`given ${LEAGUE_JOINS_PER_HOUR} attempts in an hour, right or wrong, then the next is refused with 429 and when to come back, in the caller's language`, async () => {
    const user = await player();
    const liga = await create(await player());
    for (let i = 0; i < LEAGUE_JOINS_PER_HOUR - 1; i++)
      expect((await call('POST', '/api/ligas/unirse', user, { codigo: 'ZZZZ-ZZZZ' })).statusCode).toBe(404);
    await join(user, liga.codigo);
    const refused = await call('POST', '/api/ligas/unirse', user, { codigo: liga.codigo }, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_LEAGUE_JOINS');
    expect(refused.json().message).toMatch(/^Too many attempts to join a league\. Try again in \d+ min\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
  });

  test('given many players behind one address, then the address has its own budget of joins', async () => {
    const address = { 'x-forwarded-for': '203.0.113.77' };
    let refused = 0;
    for (let i = 0; i < 4; i++) {
      const user = await player();
      for (let j = 0; j < LEAGUE_JOINS_PER_HOUR; j++) {
        const response = await call('POST', '/api/ligas/unirse', user, { codigo: 'ZZZZ-ZZZZ' }, address);
        if (response.statusCode === 429) refused++;
      }
    }
    expect(refused).toBe(LEAGUE_JOINS_PER_HOUR);
  });

  test(`given a league of ${LEAGUE_MEMBERS_MAX} members, then the next join is refused with 409 LEAGUE_FULL`, async () => {
    const owner = await player();
    const liga = await create(owner);
    const others = await seedUsers(t, LEAGUE_MEMBERS_MAX - 1);
    await t.db.pool.query('insert into league_members (league_id, user_id) select $1, unnest($2::int[])', [
      liga.id,
      others,
    ]);
    const response = await call('POST', '/api/ligas/unirse', await player(), { codigo: liga.codigo });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'LEAGUE_FULL',
      message: `Esta liga ya tiene ${LEAGUE_MEMBERS_MAX} miembros, el máximo.`,
    });
  });

  test('given two players racing for the last place, then exactly one joins', async () => {
    const owner = await player();
    const liga = await create(owner);
    const others = await seedUsers(t, LEAGUE_MEMBERS_MAX - 2);
    await t.db.pool.query('insert into league_members (league_id, user_id) select $1, unnest($2::int[])', [
      liga.id,
      others,
    ]);
    const racers = await Promise.all([player(), player(), player()]);
    const answers = await Promise.all(
      racers.map((racer) => call('POST', '/api/ligas/unirse', racer, { codigo: liga.codigo })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const { rows } = await t.db.pool.query('select count(*)::int as n from league_members where league_id = $1', [
      liga.id,
    ]);
    expect(rows[0].n).toBe(LEAGUE_MEMBERS_MAX);
  });

  test(`given a player in ${LEAGUES_PER_PLAYER} leagues, then they can neither create nor join another (409 TOO_MANY_LEAGUES)`, async () => {
    const busy = await player();
    const { rows } = await t.db.pool.query<{ id: number }>(
      `insert into leagues (nombre, codigo, owner_id)
       select 'Liga ' || g, 'T' || lpad(g::text, 7, '2'), $1 from generate_series(1, $2) g returning id`,
      [busy.usuario.id, LEAGUES_PER_PLAYER],
    );
    await t.db.pool.query('insert into league_members (league_id, user_id) select unnest($1::int[]), $2', [
      rows.map((row) => row.id),
      busy.usuario.id,
    ]);
    const created = await call('POST', '/api/ligas', busy, { nombre: 'Una más' });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({
      code: 'TOO_MANY_LEAGUES',
      message: `Ya estás en ${LEAGUES_PER_PLAYER} ligas, el máximo. Sal de alguna para crear o unirte a otra.`,
    });
    const other = await create(await player());
    expect((await call('POST', '/api/ligas/unirse', busy, { codigo: other.codigo })).json().code).toBe(
      'TOO_MANY_LEAGUES',
    );
  });

  test(`given ${LEAGUES_CREATED_PER_HOUR} leagues created in an hour, then the next creation waits (429), deleted ones included`, async () => {
    const owner = await player();
    for (let i = 0; i < LEAGUES_CREATED_PER_HOUR; i++) {
      const liga = await create(owner, `Liga ${i}`);
      expect((await call('DELETE', `/api/ligas/${liga.id}`, owner)).statusCode).toBe(204);
    }
    const refused = await call('POST', '/api/ligas', owner, { nombre: 'Otra más' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_LEAGUES_CREATED');
  });
});

describe('who may do what', () => {
  test('given a league, then someone outside it gets 404 for everything of it, with other people’s ids', async () => {
    const owner = await player();
    const member = await player();
    const stranger = await player();
    const liga = await create(owner);
    await join(member, liga.codigo);
    const attempts = [
      call('GET', `/api/ligas/${liga.id}`, stranger),
      call('GET', `/api/ligas/${liga.id}/clasificacion/diario`, stranger),
      call('GET', `/api/ligas/${liga.id}/clasificacion/semanal`, stranger),
      call('PATCH', `/api/ligas/${liga.id}`, stranger, { nombre: 'Robada' }),
      call('POST', `/api/ligas/${liga.id}/codigo`, stranger),
      call('POST', `/api/ligas/${liga.id}/propietario`, stranger, { usuarioId: stranger.usuario.id }),
      call('DELETE', `/api/ligas/${liga.id}/miembros/${member.usuario.id}`, stranger),
      call('DELETE', `/api/ligas/${liga.id}/miembros/${stranger.usuario.id}`, stranger),
      call('DELETE', `/api/ligas/${liga.id}`, stranger),
      call('GET', '/api/ligas/999999999', owner),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().code).toBe('LEAGUE_NOT_FOUND');
    }
    expect((await call('GET', '/api/ligas', stranger)).json()).toEqual({ ligas: [] });
    const still = (await call('GET', `/api/ligas/${liga.id}`, owner)).json().liga as Liga;
    expect(still.nombre).toBe('Peña del Barrio');
    expect(still.miembros).toHaveLength(2);
  });

  test('given a member who is not the owner, then the owner’s actions are refused with 403', async () => {
    const owner = await player();
    const member = await player();
    const other = await player();
    const liga = await create(owner);
    await join(member, liga.codigo);
    await join(other, liga.codigo);
    const attempts = [
      call('PATCH', `/api/ligas/${liga.id}`, member, { nombre: 'Mía' }),
      call('POST', `/api/ligas/${liga.id}/codigo`, member),
      call('POST', `/api/ligas/${liga.id}/propietario`, member, { usuarioId: member.usuario.id }),
      call('DELETE', `/api/ligas/${liga.id}/miembros/${other.usuario.id}`, member),
      call('DELETE', `/api/ligas/${liga.id}/miembros/${owner.usuario.id}`, member),
      call('DELETE', `/api/ligas/${liga.id}`, member),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('LEAGUE_OWNER_ONLY');
    }
    expect((await call('GET', `/api/ligas/${liga.id}`, owner)).json().liga.miembros).toHaveLength(3);
  });

  test('given the owner, then they rename it, renew its code, remove a member and hand it over', async () => {
    const owner = await player();
    const member = await player();
    const removed = await player();
    const liga = await create(owner);
    await join(member, liga.codigo);
    await join(removed, liga.codigo);

    const renamed = await call('PATCH', `/api/ligas/${liga.id}`, owner, { nombre: 'Los Cracks' });
    expect(renamed.json().liga.nombre).toBe('Los Cracks');
    expect((await call('PATCH', `/api/ligas/${liga.id}`, owner, { nombre: 'x' })).json().code).toBe(
      'INVALID_LEAGUE_NAME',
    );

    const renewed = (await call('POST', `/api/ligas/${liga.id}/codigo`, owner)).json().liga as Liga;
    expect(renewed.codigo).not.toBe(liga.codigo);
    expect((await call('POST', '/api/ligas/unirse', await player(), { codigo: liga.codigo })).statusCode).toBe(404);

    expect((await call('DELETE', `/api/ligas/${liga.id}/miembros/${removed.usuario.id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/api/ligas/${liga.id}/clasificacion/diario`, removed)).statusCode).toBe(404);
    const gone = await call('DELETE', `/api/ligas/${liga.id}/miembros/${removed.usuario.id}`, owner);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('LEAGUE_MEMBER_NOT_FOUND');

    const toStranger = await call('POST', `/api/ligas/${liga.id}/propietario`, owner, {
      usuarioId: removed.usuario.id,
    });
    expect(toStranger.json().code).toBe('LEAGUE_MEMBER_NOT_FOUND');
    expect(
      (await call('POST', `/api/ligas/${liga.id}/propietario`, owner, { usuarioId: owner.usuario.id })).statusCode,
    ).toBe(409);
    expect((await call('POST', `/api/ligas/${liga.id}/propietario`, owner, { usuarioId: '2' })).statusCode).toBe(400);
    const handed = await call('POST', `/api/ligas/${liga.id}/propietario`, owner, { usuarioId: member.usuario.id });
    expect(handed.json().liga).toMatchObject({ propietario_id: member.usuario.id });
    expect((await call('PATCH', `/api/ligas/${liga.id}`, owner, { nombre: 'Otra vez' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/ligas/${liga.id}`, member, { nombre: 'Nueva era' })).statusCode).toBe(200);
  });

  test('given the owner deletes the league, then its members no longer see it', async () => {
    const owner = await player();
    const member = await player();
    const liga = await create(owner);
    await join(member, liga.codigo);
    expect((await call('DELETE', `/api/ligas/${liga.id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', '/api/ligas', member)).json().ligas).toEqual([]);
    expect((await call('GET', `/api/ligas/${liga.id}`, member)).statusCode).toBe(404);
    expect((await call('POST', '/api/ligas/unirse', await player(), { codigo: liga.codigo })).statusCode).toBe(404);
  });

  test('given members leaving, then the owner’s leaving hands the league to the oldest member and the last one’s deletes it', async () => {
    const owner = await player();
    const first = await player();
    const second = await player();
    const liga = await create(owner);
    await join(first, liga.codigo);
    await join(second, liga.codigo);
    expect((await call('DELETE', `/api/ligas/${liga.id}/miembros/${second.usuario.id}`, second)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/ligas/${liga.id}/miembros/${owner.usuario.id}`, owner)).statusCode).toBe(204);
    const left = (await call('GET', `/api/ligas/${liga.id}`, first)).json().liga as Liga;
    expect(left.propietario_id).toBe(first.usuario.id);
    expect(left.miembros.map((m) => m.usuario_id)).toEqual([first.usuario.id]);
    expect((await call('DELETE', `/api/ligas/${liga.id}/miembros/${first.usuario.id}`, first)).statusCode).toBe(204);
    const { rowCount } = await t.db.pool.query('select 1 from leagues where id = $1', [liga.id]);
    expect(rowCount).toBe(0);
  });

  test('given odd ids in the path, then 400, never a 500', async () => {
    const user = await player();
    for (const url of [
      '/api/ligas/abc',
      '/api/ligas/-1',
      '/api/ligas/1e3',
      '/api/ligas/99999999999',
      '/api/ligas/1/clasificacion/anual',
      '/api/ligas/1/miembros/x',
    ]) {
      const response = await call(url.includes('miembros') ? 'DELETE' : 'GET', url, user);
      expect(response.statusCode, url).toBe(400);
    }
  });
});

// Issue 37: a removed member rejoined at once with the code they had, and an invite link joined on opening.
describe('a removed member, and an invitation read before joining', () => {
  test('given a member the owner removed, then the code they had (or a new one) refuses them with 403 LEAGUE_REMOVED until the owner invites them again', async () => {
    const owner = await player();
    const removed = await player();
    const leaving = await player();
    const liga = await create(owner);
    await join(removed, liga.codigo);
    await join(leaving, liga.codigo);
    expect((await call('DELETE', `/api/ligas/${liga.id}/miembros/${removed.usuario.id}`, owner)).statusCode).toBe(204);

    const again = await call(
      'POST',
      '/api/ligas/unirse',
      removed,
      { codigo: liga.codigo },
      { 'accept-language': 'en' },
    );
    expect(again.statusCode, again.body).toBe(403);
    expect(again.json()).toEqual({
      error: 'Forbidden',
      code: 'LEAGUE_REMOVED',
      message: 'The owner of this league removed you from it: you can join again once they invite you again.',
    });
    const renewed = (await call('POST', `/api/ligas/${liga.id}/codigo`, owner)).json().liga as Liga;
    expect((await call('POST', '/api/ligas/unirse', removed, { codigo: renewed.codigo })).json().code).toBe(
      'LEAGUE_REMOVED',
    );
    expect((await call('GET', `/api/ligas/${liga.id}`, removed)).statusCode).toBe(404);

    // Leaving by oneself is no removal: that player comes back with the code.
    expect((await call('DELETE', `/api/ligas/${liga.id}/miembros/${leaving.usuario.id}`, leaving)).statusCode).toBe(
      204,
    );
    await join(leaving, renewed.codigo);

    // The owner sees who they removed; the other members do not.
    const seen = (await call('GET', `/api/ligas/${liga.id}`, owner)).json().liga;
    expect(seen.expulsados).toEqual([
      { usuario_id: removed.usuario.id, username: removed.usuario.username, expulsado_en: expect.any(String) },
    ]);
    expect((await call('GET', `/api/ligas/${liga.id}`, leaving)).json().liga.expulsados).toEqual([]);

    // Only the owner invites again, only a removed player, and then the code works for them.
    const byMember = await call('DELETE', `/api/ligas/${liga.id}/expulsados/${removed.usuario.id}`, leaving);
    expect(byMember.json().code).toBe('LEAGUE_OWNER_ONLY');
    const byStranger = await call('DELETE', `/api/ligas/${liga.id}/expulsados/${removed.usuario.id}`, removed);
    expect(byStranger.statusCode).toBe(404);
    const notRemoved = await call('DELETE', `/api/ligas/${liga.id}/expulsados/${leaving.usuario.id}`, owner);
    expect(notRemoved.statusCode).toBe(404);
    expect(notRemoved.json().code).toBe('LEAGUE_REMOVED_NOT_FOUND');
    const invited = await call('DELETE', `/api/ligas/${liga.id}/expulsados/${removed.usuario.id}`, owner);
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().liga.expulsados).toEqual([]);
    expect((await join(removed, renewed.codigo)).miembros).toHaveLength(3);
  });

  test('given an invite code, then the invitation names the league and says whether the caller may join, without joining', async () => {
    const owner = await player();
    const guest = await player();
    const liga = await create(owner, 'Los del Martes');
    const read = async (user: RegisteredUser, codigo: string) => {
      const response = await call('POST', '/api/ligas/invitacion', user, { codigo });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().invitacion;
    };
    expect(await read(guest, liga.codigo.toLowerCase())).toEqual({
      nombre: 'Los del Martes',
      miembros: 1,
      estado: 'abierta',
      liga_id: null,
    });
    expect((await call('GET', `/api/ligas/${liga.id}`, guest)).statusCode).toBe(404);
    expect(await read(owner, liga.codigo)).toEqual({
      nombre: 'Los del Martes',
      miembros: 1,
      estado: 'miembro',
      liga_id: liga.id,
    });
    await join(guest, liga.codigo);
    await call('DELETE', `/api/ligas/${liga.id}/miembros/${guest.usuario.id}`, owner);
    expect((await read(guest, liga.codigo)).estado).toBe('expulsado');
    expect((await call('POST', '/api/ligas/invitacion', guest, { codigo: 'ZZZZ-ZZZZ' })).json().code).toBe(
      'LEAGUE_CODE_NOT_FOUND',
    );
    expect((await call('POST', '/api/ligas/invitacion', guest, { codigo: 'x' })).statusCode).toBe(400);
    expect((await call('POST', '/api/ligas/invitacion', null, { codigo: liga.codigo })).statusCode).toBe(401);
  });

  test(`given ${LEAGUE_JOINS_PER_HOUR} invitations read in an hour, then the next is refused with 429: reading is no free way to try codes`, async () => {
    const user = await player();
    for (let i = 0; i < LEAGUE_JOINS_PER_HOUR; i++)
      expect((await call('POST', '/api/ligas/invitacion', user, { codigo: 'ZZZZ-ZZZZ' })).statusCode).toBe(404);
    const refused = await call('POST', '/api/ligas/invitacion', user, { codigo: 'ZZZZ-ZZZZ' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_LEAGUE_JOINS');
  });
});

describe('the list', () => {
  test('given a player in two leagues, then GET /api/ligas lists both, oldest membership first, and nobody else’s', async () => {
    const me = await player();
    const mine = await create(me, 'Oficina');
    const theirs = await create(await player(), 'Familia');
    await join(me, theirs.codigo);
    await create(await player(), 'Ajena');
    const { ligas } = (await call('GET', '/api/ligas', me)).json() as { ligas: Liga[] };
    expect(ligas.map((liga) => [liga.id, liga.nombre])).toEqual([
      [mine.id, 'Oficina'],
      [theirs.id, 'Familia'],
    ]);
  });
});

describe('an account’s deletion and export', () => {
  test('given a player who owns one league alone, owns another with friends and is a member of a third, then deletion leaves all three', async () => {
    const leaving = await player();
    const friend = await player();
    const alone = await create(leaving, 'Solo yo');
    const shared = await create(leaving, 'Con amigos');
    await join(friend, shared.codigo);
    const theirs = await create(friend, 'La del amigo');
    await join(leaving, theirs.codigo);

    const exported = await call('GET', '/api/profile/export', leaving);
    expect(exported.json().leagues).toEqual([
      expect.objectContaining({ nombre: 'Solo yo', propietario: true }),
      expect.objectContaining({ nombre: 'Con amigos', propietario: true }),
      expect.objectContaining({ nombre: 'La del amigo', propietario: false }),
    ]);
    expect(exported.body).not.toContain(friend.usuario.username);

    const deleted = await call('DELETE', '/api/profile/delete-account', leaving, {
      password: leaving.password,
      confirmacion: 'ELIMINAR MI CUENTA',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { rows } = await t.db.pool.query('select count(*)::int as n from league_members where user_id = $1', [
      leaving.usuario.id,
    ]);
    expect(rows[0].n).toBe(0);
    expect((await t.db.pool.query('select 1 from leagues where id = $1', [alone.id])).rowCount).toBe(0);
    const { ligas } = (await call('GET', '/api/ligas', friend)).json() as { ligas: Liga[] };
    expect(ligas.map((liga) => [liga.nombre, liga.propietario_id, liga.miembros.length])).toEqual([
      ['Con amigos', friend.usuario.id, 1],
      ['La del amigo', friend.usuario.id, 1],
    ]);
  });
});
