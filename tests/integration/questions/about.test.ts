// "About this question" (issue 29, item 5): a day's sources reach a player only once their own play of
// that day has ended, as links named by their outlet, keyed by the day (no bank id in the answer).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { finishPlay } from '../leaderboards/helpers.ts';
import {
  dayId,
  anonymous,
  assignDay,
  call,
  expectRefusal,
  guess,
  questionWhere,
  signedIn,
  start,
  wrongGuess,
  type Headers,
  type Question,
} from '../plays/play-helpers.ts';

const TODAY = '2026-05-10';
const QID = dayId(TODAY);
const YESTERDAY = '2026-05-09';
const at = (time: string) => new Date(`${TODAY}T${time}Z`);
const SOURCES = [
  'https://www.marca.com/futbol/primera/2020/05/01/jugador.html',
  'https://elpais.com/deportes/2020-05-02/el-jugador.html',
  'javascript:alert(1)',
];
let t: TestApp;
let today: Question;
let yesterday: Question;

beforeAll(async () => {
  t = await buildTestApp({ now: at('10:00:00') });
  today = await questionWhere(t, 'not retirada', 0);
  yesterday = await questionWhere(t, 'not retirada', 1);
  await assignDay(t, TODAY, today);
  await assignDay(t, YESTERDAY, yesterday);
  await t.db.pool.query('update questions set fuentes = $2 where id = $1', [today.id, SOURCES]);
  await t.db.pool.query('update questions set fuentes = $2 where id = $1', [yesterday.id, ['https://as.com/a.html']]);
});
afterAll(() => t.close());

const about = (headers: Headers, query = '') => call(t, 'GET', `/preguntas/acerca${query}`, headers);

describe('GET /api/preguntas/acerca', () => {
  test('given a play that has not ended, then no source: before the start and during the play', async () => {
    const player = anonymous();
    expectRefusal(await about(player), 409, 'PLAY_NOT_FINISHED');
    expect((await start(t, player)).statusCode).toBe(200);
    const missed = await guess(t, player, QID, wrongGuess(today.respuesta));
    expect(missed.statusCode, missed.body).toBe(200);
    const refused = await about(player);
    expectRefusal(refused, 409, 'PLAY_NOT_FINISHED');
    expect(refused.body).not.toContain('marca.com');
  });

  test('given the caller’s ended play of today, then its question’s sources as links named by outlet, never a bank id', async () => {
    const player = anonymous();
    await finishPlay(t, player, { at: at('10:05:00') });
    const response = await about(player);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      fecha: TODAY,
      fuentes: [
        { url: SOURCES[0], medio: 'Marca' },
        { url: SOURCES[1], medio: 'El País' },
      ],
    });
  });

  test('given a lost play, then the sources too', async () => {
    const player = anonymous();
    await finishPlay(t, player, { at: at('10:10:00'), misses: 5 });
    expect((await about(player)).json().fuentes).toHaveLength(2);
  });

  test('given another player’s ended play, then nothing for a caller whose own play has not ended', async () => {
    const finished = anonymous();
    await finishPlay(t, finished, { at: at('10:15:00') });
    expectRefusal(await about(anonymous()), 409, 'PLAY_NOT_FINISHED');
    expectRefusal(await about({}), 401, 'ANON_ID_REQUIRED');
  });

  test('given a signed-in player’s ended play of a past day, then that day’s sources, and not today’s', async () => {
    const { headers } = await signedIn(t);
    await finishPlay(t, headers, { at: at('10:20:00'), fecha: YESTERDAY });
    expect((await about(headers, `?fecha=${YESTERDAY}`)).json()).toEqual({
      fecha: YESTERDAY,
      fuentes: [{ url: 'https://as.com/a.html', medio: 'AS' }],
    });
    expectRefusal(await about(headers), 409, 'PLAY_NOT_FINISHED');
  });

  test('given a bad or future day, then a 400 in the caller’s language', async () => {
    const player = anonymous();
    const future = await about({ ...player, 'accept-language': 'en' }, '?fecha=2026-05-11');
    expectRefusal(future, 400, 'INVALID_DATE');
    expectRefusal(await about(player, '?fecha=mañana'), 400, 'INVALID_DATE');
    expectRefusal(await about(player, `?fecha=${'9'.repeat(30)}`), 400, 'VALIDATION_ERROR');
  });
});
