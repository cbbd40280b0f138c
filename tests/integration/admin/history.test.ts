import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { letterFeedback } from '../../../machines/game/feedback.ts';
import type { PlayEvent } from '../../../contracts/events.ts';
import { replayPlay } from '../../../machines/game/play-events.ts';
import type { TestApp } from '../../helpers/app.ts';
import {
  dayId,
  anonymous,
  assignDay,
  call,
  expectRefusal,
  guess,
  questionWhere,
  reveal,
  start,
  wrongGuess,
  type Headers,
  type Question,
} from '../plays/play-helpers.ts';
import { adminApp, expectOk, registerAdmin, registerPlayer } from './admin-helpers.ts';

// 12:00 in Madrid on 10 May 2026.
const NOW = new Date('2026-05-10T10:00:00Z');
const TODAY = '2026-05-10';
const QID = dayId(TODAY);
const YESTERDAY = '2026-05-09';
const after = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

let t: TestApp;
let q: Question;
let admin: { headers: Headers; usuario: { id: number; username: string } };

beforeAll(async () => {
  t = await adminApp(NOW);
  q = await questionWhere(t, 'true');
  await assignDay(t, TODAY, q);
  await assignDay(t, YESTERDAY, await questionWhere(t, 'true', 1));
  admin = await registerAdmin(t);
});
afterAll(async () => {
  await t.close();
});

/** A signed-in player's play of today: a miss at 10 s, a hint at 25 s, then the answer at 61 s. */
async function wonPlay() {
  const me = await registerPlayer(t);
  t.setNow(NOW);
  await start(t, me.headers);
  t.setNow(after(10));
  await guess(t, me.headers, QID, wrongGuess(q.respuesta));
  t.setNow(after(25));
  await reveal(t, me.headers, QID);
  t.setNow(after(61));
  const { partida } = (await guess(t, me.headers, QID, q.respuesta)).json();
  t.setNow(NOW);
  return { ...me, streamId: `play-${me.usuario.id}-${TODAY}`, partida };
}

const plays = async (search: string) => expectOk(await call(t, 'GET', `/admin/plays${search}`, admin.headers)).partidas;

describe('GET /api/admin/plays', () => {
  test('given a won play, when searched by id, username (any case) or e-mail, then its summary', async () => {
    const { usuario, streamId, partida } = await wonPlay();
    const summary = {
      stream_id: streamId,
      fecha: TODAY,
      modo: 'diaria',
      pregunta_id: q.id,
      user_id: usuario.id,
      username: usuario.username,
      anon_id: null,
      estado: 'won',
      intentos_usados: 2,
      pistas_usadas: 1,
      puntuacion: partida.resultado.totalScore,
      eventos: 5,
      started_at: NOW.toISOString(),
      last_event_at: after(61).toISOString(),
    };
    expect(await plays(`?usuario=${usuario.id}`)).toEqual([summary]);
    expect(await plays(`?usuario=${usuario.username.toUpperCase()}`)).toEqual([summary]);
    expect(await plays(`?usuario=${encodeURIComponent(usuario.email)}&fecha=${TODAY}`)).toEqual([summary]);
    expect(await plays(`?usuario=${usuario.id}&fecha=${YESTERDAY}`)).toEqual([]);
  });

  test('given plays of several players, when filtered by day, then only that day’s plays, the latest first', async () => {
    const first = await registerPlayer(t);
    const second = await registerPlayer(t);
    await start(t, first.headers, { fecha: YESTERDAY });
    await start(t, second.headers, { fecha: YESTERDAY });
    await start(t, second.headers);
    const found = await plays(`?fecha=${YESTERDAY}`);
    expect(found.map((p: { stream_id: string }) => p.stream_id)).toEqual([
      `play-${second.usuario.id}-${YESTERDAY}`,
      `play-${first.usuario.id}-${YESTERDAY}`,
    ]);
    expect(found[0]).toMatchObject({
      modo: 'pasada',
      estado: 'playing',
      intentos_usados: 0,
      puntuacion: null,
      eventos: 1,
    });
  });

  test('given an anonymous play and an admin’s debug play, then the anonymous one by its id and the debug one under the admin', async () => {
    const stranger = anonymous();
    await start(t, stranger);
    await guess(t, stranger, QID, wrongGuess(q.respuesta));
    const anonId = stranger['x-anon-id'];
    expect(await plays(`?usuario=${anonId.toUpperCase()}`)).toEqual([
      expect.objectContaining({
        stream_id: `play-anon-${anonId}-${TODAY}`,
        user_id: null,
        username: null,
        anon_id: anonId,
        intentos_usados: 1,
      }),
    ]);

    const debug = (await start(t, admin.headers, { modo: 'debug' })).json().partida;
    await guess(t, admin.headers, QID, q.respuesta, { partida_id: debug.id });
    expect(await plays(`?usuario=${admin.usuario.username}`)).toContainEqual(
      expect.objectContaining({ stream_id: debug.id, modo: 'debug', username: admin.usuario.username, estado: 'won' }),
    );
  });

  test('given no filter, then the latest plays first, at most `limit`', async () => {
    const latest = await wonPlay();
    const found = await plays('?limit=2');
    expect(found).toHaveLength(2);
    expect(found[0].stream_id).toBe(latest.streamId);
  });

  test('given a user nobody has or a bad date or limit, then 404 USER_NOT_FOUND or 400', async () => {
    expectRefusal(await call(t, 'GET', '/admin/plays?usuario=nadie', admin.headers), 404, 'USER_NOT_FOUND');
    expectRefusal(await call(t, 'GET', '/admin/plays?fecha=2026-02-30', admin.headers), 400, 'VALIDATION_ERROR');
    expectRefusal(await call(t, 'GET', '/admin/plays?limit=0', admin.headers), 400, 'VALIDATION_ERROR');
    expectRefusal(
      await call(t, 'GET', `/admin/plays?usuario=${'x'.repeat(101)}`, admin.headers),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('GET /api/admin/plays/{streamId}', () => {
  test('given a won play, then its events in order with positions, versions, data and the time between them', async () => {
    const { streamId, partida } = await wonPlay();
    const history = expectOk(await call(t, 'GET', `/admin/plays/${streamId}`, admin.headers));
    expect(history.partida).toMatchObject({ stream_id: streamId, estado: 'won' });
    expect(history.pregunta).toEqual({
      id: q.id,
      pregunta_es: expect.any(String),
      pregunta_en: expect.any(String),
      respuesta: q.respuesta,
    });

    const events = history.eventos;
    expect(events.map((e: { type: string }) => e.type)).toEqual([
      'PlayStarted',
      'GuessSubmitted',
      'HintRevealed',
      'GuessSubmitted',
      'PlayFinished',
    ]);
    expect(events.map((e: { stream_version: number }) => e.stream_version)).toEqual([1, 2, 3, 4, 5]);
    const positions = events.map((e: { global_position: number }) => e.global_position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(new Set(positions).size).toBe(5);
    expect(events.map((e: { ms_since_previous: number | null }) => e.ms_since_previous)).toEqual([
      null,
      10_000,
      15_000,
      36_000,
      0,
    ]);
    expect(events.map((e: { occurred_at: string }) => e.occurred_at)).toEqual(
      [NOW, after(10), after(25), after(61), after(61)].map((d) => d.toISOString()),
    );
    for (const event of events) expect(Date.parse(event.created_at)).not.toBeNaN();
    expect(events[1].data).toEqual({
      guess: wrongGuess(q.respuesta),
      colors: letterFeedback(wrongGuess(q.respuesta), q.respuesta),
      correct: false,
    });
    expect(events[4].data).toMatchObject({ won: true, seconds: 61, result: partida.resultado });

    // Folding the events through the shared machine gives the board the player ended with.
    const steps = replayPlay(events as PlayEvent[]);
    expect(steps.map((step) => step.snapshot.value)).toEqual([
      { playing: 'idle' },
      { playing: 'idle' },
      { playing: 'idle' },
      'won',
      'won',
    ]);
    expect(steps[4].snapshot.context.guesses.map((row) => row.colors)).toEqual(
      partida.intentos.map((row: { colors: string[] }) => row.colors),
    );
  });

  test('given a stream that is not a play, then 404 or 400', async () => {
    expectRefusal(await call(t, 'GET', '/admin/plays/play-999999-2026-05-10', admin.headers), 404, 'PLAY_NOT_FOUND');
    expectRefusal(await call(t, 'GET', `/admin/plays/day-${TODAY}`, admin.headers), 400, 'VALIDATION_ERROR');
    expectRefusal(await call(t, 'GET', '/admin/plays/play-%20drop', admin.headers), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /api/admin/plays/{streamId}/export', () => {
  test('given a play, then a JSON attachment named after the stream with every event', async () => {
    const { streamId } = await wonPlay();
    const response = await call(t, 'GET', `/admin/plays/${streamId}/export`, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${streamId}.json"`);
    const history = expectOk(await call(t, 'GET', `/admin/plays/${streamId}`, admin.headers));
    expect(response.json()).toEqual({
      exported_at: NOW.toISOString(),
      partida: history.partida,
      eventos: history.eventos,
    });
  });
});

describe('GET /api/admin/events', () => {
  test('given recorded events, then the latest first across streams, filtered by type, page by page', async () => {
    const { streamId } = await wonPlay();
    const latest = expectOk(await call(t, 'GET', '/admin/events?limit=3', admin.headers));
    expect(latest.eventos.map((e: { type: string; stream_id: string }) => [e.stream_id, e.type])).toEqual([
      [streamId, 'PlayFinished'],
      [streamId, 'GuessSubmitted'],
      [streamId, 'HintRevealed'],
    ]);
    expect(latest.siguiente).toBe(latest.eventos[2].global_position);
    expect(latest.tipos).toEqual([
      'PlayStarted',
      'GuessSubmitted',
      'HintRevealed',
      'PlayFinished',
      'PlayReviewed',
      'PlayClaimed',
      'PlayHandedOver',
      'DailyQuestionAssigned',
      'QuestionReportsResolved',
      'QuestionEdited',
    ]);
    const next = expectOk(await call(t, 'GET', `/admin/events?limit=3&before=${latest.siguiente}`, admin.headers));
    expect(next.eventos[0]).toMatchObject({ stream_id: streamId, type: 'GuessSubmitted', stream_version: 2 });

    const days = expectOk(await call(t, 'GET', '/admin/events?type=DailyQuestionAssigned', admin.headers));
    expect(days.eventos.map((e: { data: { fecha: string } }) => e.data.fecha)).toEqual([YESTERDAY, TODAY]);
    expect(days.siguiente).toBeNull();
  });

  test('given an unknown type or a bad cursor, then 400 naming the known types', async () => {
    const response = await call(t, 'GET', '/admin/events?type=UserDeleted', admin.headers);
    expectRefusal(response, 400, 'VALIDATION_ERROR');
    expect(response.json().message).toContain('PlayStarted');
    expectRefusal(await call(t, 'GET', '/admin/events?before=abc', admin.headers), 400, 'VALIDATION_ERROR');
    expectRefusal(await call(t, 'GET', '/admin/events?limit=500', admin.headers), 400, 'VALIDATION_ERROR');
  });
});
