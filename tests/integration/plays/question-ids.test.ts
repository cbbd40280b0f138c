// No public answer key: the bank is public (data/questions/), so a bank id is the answer. Every
// read a player can make, and every command's answer, names a day's question by the day
// (20260510), for every caller (nobody, anonymous, signed in, admin), before a play starts, while
// it runs and after it has ended, for today and a past day.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import {
  assignDay,
  call,
  dayId,
  guess,
  questionWhere,
  reveal,
  signedIn,
  start,
  wrongGuess,
  type Headers,
  type Question,
} from './play-helpers.ts';

const NOW = new Date('2026-05-10T10:00:00Z');
const TODAY = '2026-05-10';
const PAST = '2026-05-08';
const QID = dayId(TODAY);
const PAST_ID = dayId(PAST);

let t: TestApp;
let today: Question;
let past: Question;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  // Bank ids no date, score or count in these answers can be mistaken for.
  today = await questionWhere(t, 'id >= 3000', 0);
  past = await questionWhere(t, 'id >= 3000', 1);
  await assignDay(t, TODAY, today);
  await assignDay(t, PAST, past);
});
afterAll(async () => {
  await t.close();
});

const READS = [
  '/preguntas/diaria',
  `/preguntas/diaria?fecha=${PAST}`,
  `/preguntas/${QID}`,
  `/preguntas/${QID}?fecha=${TODAY}`,
  `/preguntas/${PAST_ID}`,
  `/pistas/pregunta/${QID}`,
  `/pistas/pregunta/${QID}/primeras?cantidad=3`,
  `/pistas/pregunta/${PAST_ID}`,
  '/partidas/verificar-juego-hoy',
  '/partidas/puntuacion-del-dia',
  `/partidas/${TODAY}/repeticion`,
  `/partidas/${PAST}/repeticion`,
  '/preguntas/historial?dias=7',
  '/preguntas/disponibilidad',
  '/past-games/month?year=2026&month=5',
  `/past-games/question/${PAST}`,
  '/partidas/historial-puntuaciones',
  '/partidas/estadisticas-usuario',
  '/estadisticas/dia',
  '/leaderboard/daily',
  '/leaderboard/daily/user-position',
  '/partidas/ranking-general',
  '/profile',
  '/profile/stats',
  '/profile/export',
  '/preguntas/acerca',
  `/preguntas/acerca?fecha=${PAST}`,
  '/logros',
  '/copa',
  '/copa/palmares',
  '/leaderboard/weekly',
  '/leaderboard/monthly',
];

/** The bank ids a body names (as a whole number or word, not inside a longer one). */
const bankIdsIn = (body: string) =>
  [today.id, past.id].filter((id) => new RegExp(`(?<![\\w.-])${id}(?![\\w])`).test(body));

/** Every read, checked; the answers' ids of today's and the past day's question are their days. */
async function readAll(headers: Headers, seen: string[]) {
  for (const url of READS) {
    const response = await call(t, 'GET', url, headers);
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
    seen.push(`${url} ${response.body}`);
    const pregunta = response.statusCode === 200 ? (response.json().pregunta ?? response.json().question) : undefined;
    if (pregunta) expect(pregunta.id, url).toBe(pregunta.fecha_asignada === PAST ? PAST_ID : QID);
  }
}

const callers: { who: string; headers: () => Promise<Headers>; pastDays: boolean }[] = [
  { who: 'nobody', headers: async () => ({}), pastDays: false },
  { who: 'an anonymous player', headers: async () => ({ 'x-anon-id': randomUUID() }), pastDays: false },
  {
    who: 'a signed-in player',
    headers: async () => ({ ...(await signedIn(t)).headers, 'x-anon-id': randomUUID() }),
    pastDays: true,
  },
  {
    who: 'an admin',
    headers: async () => ({ ...(await signedIn(t, { admin: true })).headers, 'x-anon-id': randomUUID() }),
    pastDays: true,
  },
];

describe('no bank id reaches a player', () => {
  test.each(callers)(
    'given $who, before a start, during the play and after its end, today and a past day, then every read and command names the question by its day (the export shows stored bank ids only of ended plays)',
    async ({ headers: make, pastDays }) => {
      const headers = await make();
      const seen: string[] = [];
      const keep = async (response: Promise<{ statusCode: number; body: string }>, label: string) => {
        const { statusCode, body } = await response;
        expect(statusCode, `${label}: ${body}`).toBeLessThan(500);
        seen.push(`${label} ${body}`);
      };
      await readAll(headers, seen);

      await keep(start(t, headers), 'start');
      await keep(reveal(t, headers, QID), 'hint');
      await keep(guess(t, headers, QID, wrongGuess(today.respuesta)), 'guess');
      if (pastDays) {
        await keep(start(t, headers, { fecha: PAST }), 'start past');
        await keep(guess(t, headers, PAST_ID, wrongGuess(past.respuesta)), 'guess past');
      }
      await readAll(headers, seen);
      // Before the start and while the plays run: nowhere, not even in the data export.
      expect(seen.filter((entry) => bankIdsIn(entry).length > 0)).toEqual([]);

      await keep(guess(t, headers, QID, today.respuesta), 'win');
      if (pastDays) await keep(guess(t, headers, PAST_ID, past.respuesta), 'win past');
      const ended: string[] = [];
      await readAll(headers, ended);
      if (headers['x-anon-id'] || headers.authorization) {
        expect((await call(t, 'GET', '/partidas/verificar-juego-hoy', headers)).json()).toEqual({ yaJugo: true });
      }
      // Once the plays have ended, only the data export hands the stored rows over as they are.
      const reads = ended.filter((entry) => !entry.startsWith('/profile/export '));
      expect([...seen, ...reads].filter((entry) => bankIdsIn(entry).length > 0)).toEqual([]);
    },
  );

  test('given an admin debug play, then its answers name the question by its day too', async () => {
    const headers = (await signedIn(t, { admin: true })).headers;
    const started = await start(t, headers, { modo: 'debug' });
    const partida_id = started.json().partida.id;
    const bodies = [
      started.body,
      (await reveal(t, headers, QID, { partida_id })).body,
      (await call(t, 'GET', `/preguntas/${QID}?partida_id=${partida_id}`, headers)).body,
      (await guess(t, headers, QID, today.respuesta, { partida_id })).body,
    ];
    expect(started.json().pregunta.id).toBe(QID);
    expect(bodies.filter((body) => bankIdsIn(body).length > 0)).toEqual([]);
  });

  test('given a bank id where a question id goes, then 404 QUESTION_NOT_FOUND, whoever asks', async () => {
    for (const headers of [{}, { 'x-anon-id': randomUUID() }, (await signedIn(t, { admin: true })).headers]) {
      for (const url of [`/preguntas/${today.id}`, `/pistas/pregunta/${today.id}`]) {
        expect((await call(t, 'GET', url, headers)).json().code).toBe('QUESTION_NOT_FOUND');
      }
      expect((await guess(t, headers, today.id, today.respuesta)).json().code).toBe('QUESTION_NOT_FOUND');
    }
  });
});
