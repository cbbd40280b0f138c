// The weekly cup (issue 30 item 3): a whole week of plays driven with a movable clock, Monday's
// qualifying round to Sunday's final, read live and pushed over the websocket; the champion and
// podium kept in the hall of fame; equal after a rebuild and after an erased account.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Copa, CupStage, Palmares } from '../../../contracts/api/cup.ts';
import { addDays } from '../../../machines/calendar/days.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { liveAndRebuilt } from '../../helpers/read-models.ts';
import { seedDays, seedUsers } from '../leaderboards/helpers.ts';
import { DEFAULT_PASSWORD } from '../../helpers/users.ts';
import { connectWS } from '../../helpers/ws.ts';
import {
  anonymous,
  assignDay,
  call,
  guess,
  questionWhere,
  signedIn,
  start,
  wrongGuess,
  type Headers,
  type Question,
} from '../plays/play-helpers.ts';

const MONDAY = '2026-05-04';
const DAY_MS = 24 * 3600_000;
const SUNDAY = '2026-05-10';
/** 12:00 in Madrid (May: UTC+2) on a day of the week, plus some seconds. */
const noon = (day: number, seconds = 0) => new Date(Date.parse(`${addDays(MONDAY, day)}T10:00:00Z`) + seconds * 1000);

let t: TestApp;
let q: Question;
type Player = { headers: Headers; userId: number; name: string };
const players: Record<'ana' | 'bea' | 'carla' | 'dani' | 'eva' | 'fede', Player> = {} as never;

beforeAll(async () => {
  t = await buildTestApp({ now: noon(0) });
  q = await questionWhere(t, 'cardinality(espacios) = 0');
  for (let day = 0; day < 8; day++) await assignDay(t, addDays(MONDAY, day), q);
  for (const name of ['ana', 'bea', 'carla', 'dani', 'eva', 'fede'] as const) {
    const player = await signedIn(t);
    const { rows } = await t.db.pool.query<{ username: string }>('select username from users where id = $1', [
      player.userId,
    ]);
    players[name] = { ...player, name: rows[0].username };
  }
});
afterAll(async () => {
  await t.close();
});

/** A player's play of the day: `misses` wrong guesses before the right one (more misses, fewer points). */
async function play(player: Headers, day: number, misses: number) {
  t.setNow(noon(day));
  const started = await start(t, player);
  expect(started.statusCode).toBe(200);
  const { id } = started.json().pregunta;
  t.setNow(noon(day, 40));
  for (let i = 0; i < misses; i++) await guess(t, player, id, wrongGuess(q.respuesta));
  expect((await guess(t, player, id, q.respuesta)).json().partida.estado).toBe('won');
}

const cup = async (query = '', headers: Headers = {}) => {
  const response = await call(t, 'GET', `/copa${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Copa;
};

/** A round's list as players, places and whether each goes through. */
const listed = (stage: CupStage) => stage.clasificacion.map((row) => [row.usuario_id, row.posicion, row.pasa]);
const ids = (stage: CupStage) => stage.clasificacion.map((row) => row.usuario_id);

describe('a week of the cup', () => {
  test('Monday: everyone who plays signed in enters, ranked as the daily leaderboard ranks them; an anonymous play does not', async () => {
    const { ana, bea, carla, dani, eva } = players;
    await play(ana.headers, 0, 0);
    await play(bea.headers, 0, 1);
    await play(carla.headers, 0, 2);
    await play(dani.headers, 0, 3);
    await play(eva.headers, 0, 4);
    await play(anonymous(), 0, 0);
    const monday = await cup();
    expect(monday).toMatchObject({ semana: MONDAY, hasta: SUNDAY, hoy: 0, podio: [] });
    expect(monday.etapas).toHaveLength(1);
    expect(monday.etapas[0]).toMatchObject({
      numero: 0,
      fecha: MONDAY,
      ronda: 'qualifying',
      plazas: 64,
      participantes: 5,
    });
    expect(listed(monday.etapas[0])).toEqual([ana, bea, carla, dani, eva].map((p, i) => [p.userId, i + 1, true]));
    expect(monday.etapas[0].clasificacion[0]).toMatchObject({ jugado: true, estrellas: expect.any(Number) });
  });

  test('Tuesday: only Monday’s players play on; one who does not play is out, one who only joins now is not in it', async () => {
    const { ana, bea, carla, dani, eva, fede } = players;
    await play(fede.headers, 1, 0);
    await play(dani.headers, 1, 0);
    await play(carla.headers, 1, 1);
    await play(bea.headers, 1, 2);
    await play(ana.headers, 1, 3);
    t.setNow(noon(1, 3600));
    const tuesday = (await cup()).etapas[1];
    expect(tuesday).toMatchObject({ numero: 1, ronda: 'round64', plazas: 32, participantes: 5 });
    expect(listed(tuesday)).toEqual([
      [dani.userId, 1, true],
      [carla.userId, 2, true],
      [bea.userId, 3, true],
      [ana.userId, 4, true],
      [eva.userId, null, false],
    ]);
    expect(tuesday.clasificacion.at(-1)).toMatchObject({ jugado: false, puntuacion: null });
    expect(ids(tuesday)).not.toContain(fede.userId);
  });

  test('Wednesday to Friday: the four left play every day, and none is cut (the rounds have room)', async () => {
    const { ana, bea, carla, dani } = players;
    for (const day of [2, 3, 4]) for (const [i, p] of [ana, bea, carla, dani].entries()) await play(p.headers, day, i);
    const friday = await cup();
    expect(friday.hoy).toBe(4);
    expect(friday.etapas.map((stage) => [stage.ronda, stage.participantes])).toEqual([
      ['qualifying', 5],
      ['round64', 5],
      ['round32', 4],
      ['round16', 4],
      ['quarterFinal', 4],
    ]);
    expect(friday.etapas[4].clasificacion.every((row) => row.pasa)).toBe(true);
  });

  test('Saturday: the semi-final lets the best two through, pushed live to every socket that follows the cup', async () => {
    const { ana, bea, carla, dani } = players;
    t.setNow(noon(5));
    const watcher = await connectWS(t.app, { topics: ['cup'] });
    const idle = await connectWS(t.app);
    await watcher.next((m) => m.type === 'hello');
    await play(carla.headers, 5, 0);
    await play(ana.headers, 5, 1);
    await play(bea.headers, 5, 2);
    await play(dani.headers, 5, 3);
    let pushed: { semana: string; etapa: CupStage } | null = null;
    while (pushed?.etapa.clasificacion.filter((row) => row.jugado).length !== 4)
      pushed = await watcher.next<{ type: string; semana: string; etapa: CupStage }>((m) => m.type === 'cup');
    expect(pushed.semana).toBe(MONDAY);
    expect(pushed.etapa).toMatchObject({ numero: 5, ronda: 'semiFinal', plazas: 2 });
    expect(listed(pushed.etapa)).toEqual([
      [carla.userId, 1, true],
      [ana.userId, 2, true],
      [bea.userId, 3, false],
      [dani.userId, 4, false],
    ]);
    expect(idle.holds((m: { type: string }) => m.type === 'cup')).toBe(false);
    watcher.close();
    idle.close();
  });

  test('Sunday: the final; the next Monday the week is over, its champion, runner-up and third in the hall of fame', async () => {
    const { ana, bea, carla } = players;
    await play(ana.headers, 6, 0);
    await play(carla.headers, 6, 2);
    t.setNow(noon(7));
    const { palmares } = (await call(t, 'GET', '/copa/palmares', {})).json() as Palmares;
    expect(palmares).toEqual([
      {
        semana: MONDAY,
        hasta: SUNDAY,
        participantes: 5,
        podio: [
          { posicion: 1, usuario_id: ana.userId, username: ana.name },
          { posicion: 2, usuario_id: carla.userId, username: carla.name },
          { posicion: 3, usuario_id: bea.userId, username: bea.name },
        ],
      },
    ]);
    const week = await cup(`?semana=${addDays(MONDAY, 2)}`);
    expect(week).toMatchObject({ semana: MONDAY, hoy: null, podio: palmares[0].podio });
    expect(week.etapas).toHaveLength(7);
    expect(week.etapas[6]).toMatchObject({ ronda: 'final', plazas: 1 });
    expect(listed(week.etapas[6])).toEqual([
      [ana.userId, 1, true],
      [carla.userId, 2, false],
    ]);
    expect((await cup()).semana).toBe(addDays(MONDAY, 7));
  });

  test('given the live read models, when rebuilt from the events, then the hall of fame is the same', async () => {
    const { live, rebuilt } = await liveAndRebuilt(t.db.pool, t.services.now());
    expect(live.cup_podium).toHaveLength(3);
    expect(rebuilt.cup_weeks).toEqual(live.cup_weeks);
    expect(rebuilt.cup_podium).toEqual(live.cup_podium);
  });

  test('given the champion’s account erased, then the week is played again without them, as a rebuild says', async () => {
    const { ana, bea, carla, dani } = players;
    const erased = await call(t, 'DELETE', '/profile/delete-account', ana.headers, {
      password: DEFAULT_PASSWORD,
      confirmacion: 'ELIMINAR MI CUENTA',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const { palmares } = (await call(t, 'GET', '/copa/palmares', {})).json() as Palmares;
    // Without Ana, Saturday's best two were Carla and Bea; Bea did not play Sunday.
    expect(palmares[0]).toMatchObject({ participantes: 4 });
    expect(palmares[0].podio.map((entry) => entry.usuario_id)).toEqual([carla.userId, bea.userId, dani.userId]);
    const { live, rebuilt } = await liveAndRebuilt(t.db.pool, t.services.now());
    expect(rebuilt.cup_podium).toEqual(live.cup_podium);
  });

  test('given an admin’s verdict that a semi-final play was not fair, then that week closes again without it, as a rebuild says', async () => {
    const { bea, carla, dani } = players;
    const streamId = `play-${carla.userId}-${addDays(MONDAY, 5)}`;
    const { rows } = await t.db.pool.query<{ n: number }>(
      'select count(*)::int as n from events where stream_id = $1',
      [streamId],
    );
    await t.services.store.append(streamId, rows[0].n, [
      {
        type: 'PlayReviewed',
        data: {
          verdict: 'confirmed',
          ranked: false,
          userId: carla.userId,
          fecha: addDays(MONDAY, 5),
          reviewerId: bea.userId,
        },
      },
    ]);
    const { palmares } = (await call(t, 'GET', '/copa/palmares', {})).json() as Palmares;
    // Saturday without Carla: Bea and Dani through, neither played Sunday; Carla out on Friday, second then.
    expect(palmares[0].podio.map((entry) => entry.usuario_id)).toEqual([bea.userId, dani.userId, carla.userId]);
    const { live, rebuilt } = await liveAndRebuilt(t.db.pool, t.services.now());
    expect(rebuilt.cup_podium).toEqual(live.cup_podium);
  });
});

describe('what a read takes', () => {
  test('given 71 players on a Monday and 40 of the best 64 on Tuesday, then 64 listed and through, 32 through Tuesday, and the last told their place', async () => {
    const monday = addDays(MONDAY, 14);
    const field = await seedUsers(t, 70);
    const last = await signedIn(t);
    await seedDays(t, [{ userId: last.userId, fecha: monday, score: 5 }]);
    // Scores 1000, 990, … : the first seeded player is the best.
    await seedDays(
      t,
      field.map((userId, i) => ({
        userId,
        fecha: monday,
        score: 1000 - i * 10,
        finishedAt: `${monday}T12:00:00+02:00`,
      })),
    );
    await seedDays(
      t,
      field.slice(0, 40).map((userId, i) => ({ userId, fecha: addDays(monday, 1), score: 500 + i * 10 })),
    );
    t.setNow(new Date(Date.parse(`${monday}T10:00:00Z`) + DAY_MS + 3600_000));
    const seen = await cup('', players.carla.headers);
    expect(seen.etapas[0]).toMatchObject({ participantes: 71, plazas: 64 });
    expect(seen.miPosicionPrevia).toBeNull();
    expect(seen.etapas[0].clasificacion).toHaveLength(64);
    expect(seen.etapas[0].clasificacion.every((row) => row.pasa)).toBe(true);
    expect(seen.etapas[1].participantes).toBe(64);
    const tuesday = seen.etapas[1].clasificacion;
    expect(tuesday.filter((row) => row.pasa).map((row) => row.usuario_id)).toEqual(field.slice(8, 40).reverse());
    expect(
      tuesday
        .filter((row) => !row.jugado)
        .map((row) => row.usuario_id)
        .sort((a, b) => a - b),
    ).toEqual(field.slice(40, 64));
    expect((await cup('', last.headers)).miPosicionPrevia).toBe(71);
  });

  test('given a bad week, then 400; a week not come yet, 400 INVALID_DATE', async () => {
    expect((await call(t, 'GET', '/copa?semana=2026-13-40', {})).statusCode).toBe(400);
    const future = await call(t, 'GET', `/copa?semana=${addDays(MONDAY, 70)}`, {});
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe('INVALID_DATE');
  });
});
