import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { addDays, daysBetween } from '../../../machines/calendar/days.ts';
import {
  noteUnusedQuestions,
  questionOfDay,
  REUSE_WINDOW_DAYS,
  UNUSED_QUESTIONS_LOW,
} from '../../../server/days/assign.ts';
import { ASSIGN_DAILY_QUESTION } from '../../../server/days/jobs.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { connectWS } from '../../helpers/ws.ts';
import { anonymous, call, expectRefusal, signedIn } from '../plays/play-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.setNow(new Date('2026-05-10T10:00:00Z'));
});

const daily = async () => (await call(t, 'GET', '/preguntas/diaria', anonymous())).json().pregunta;

describe('the day’s question follows the Madrid clock across the DST changes', () => {
  test.each([
    {
      day: 'spring forward, 29 March 2026',
      instants: ['2026-03-28T22:59:30Z', '2026-03-28T23:00:30Z', '2026-03-29T21:59:30Z', '2026-03-29T22:00:30Z'],
      fechas: ['2026-03-28', '2026-03-29', '2026-03-29', '2026-03-30'],
    },
    {
      day: 'fall back, 25 October 2026',
      instants: ['2026-10-24T21:59:30Z', '2026-10-24T22:00:30Z', '2026-10-25T22:59:30Z', '2026-10-25T23:00:30Z'],
      fechas: ['2026-10-24', '2026-10-25', '2026-10-25', '2026-10-26'],
    },
  ])(
    'given the clock crossing 00:00 Madrid around $day, then the question changes at midnight and only then',
    async ({ instants, fechas }) => {
      const seen = [];
      for (const instant of instants) {
        t.setNow(new Date(instant));
        seen.push(await daily());
      }
      expect(seen.map((p) => p.fecha_asignada)).toEqual(fechas);
      const [before, first, sameDay, next] = seen.map((p) => p.id);
      expect(first).not.toBe(before);
      expect(sameDay).toBe(first);
      expect(next).not.toBe(first);
    },
  );
});

describe('the server tells the browser the day and the instant of the next one, from the time-zone database', () => {
  test.each([
    // Spring forward, 29 March 2026: that day starts at 23:00 UTC (CET) and lasts 23 hours.
    { instant: '2026-03-28T22:59:30Z', fecha: '2026-03-28', siguienteDia: '2026-03-28T23:00:00.000Z' },
    { instant: '2026-03-28T23:00:30Z', fecha: '2026-03-29', siguienteDia: '2026-03-29T22:00:00.000Z' },
    { instant: '2026-03-29T21:59:30Z', fecha: '2026-03-29', siguienteDia: '2026-03-29T22:00:00.000Z' },
    { instant: '2026-03-29T22:00:30Z', fecha: '2026-03-30', siguienteDia: '2026-03-30T22:00:00.000Z' },
    // Fall back, 25 October 2026: that day starts at 22:00 UTC (CEST) and lasts 25 hours.
    { instant: '2026-10-24T21:59:30Z', fecha: '2026-10-24', siguienteDia: '2026-10-24T22:00:00.000Z' },
    { instant: '2026-10-24T22:00:30Z', fecha: '2026-10-25', siguienteDia: '2026-10-25T23:00:00.000Z' },
    { instant: '2026-10-25T01:30:00Z', fecha: '2026-10-25', siguienteDia: '2026-10-25T23:00:00.000Z' },
    { instant: '2026-10-25T23:00:30Z', fecha: '2026-10-26', siguienteDia: '2026-10-26T23:00:00.000Z' },
    // An ordinary turn of a day.
    { instant: '2026-05-10T21:59:59Z', fecha: '2026-05-10', siguienteDia: '2026-05-10T22:00:00.000Z' },
    { instant: '2026-05-10T22:00:00Z', fecha: '2026-05-11', siguienteDia: '2026-05-11T22:00:00.000Z' },
  ])(
    'given the clock at $instant, then a play and the greeting say $fecha, next day at $siguienteDia',
    async ({ instant, fecha, siguienteDia }) => {
      t.setNow(new Date(instant));
      const started = (await call(t, 'POST', '/partidas/iniciar', anonymous(), {})).json();
      expect(started.dia).toEqual({ fecha, siguienteDia });
      expect(started.partida.fecha).toBe(fecha);
      const ws = await connectWS(t.app);
      expect(await ws.next((message) => message.type === 'hello')).toMatchObject({ fecha, siguienteDia });
      ws.close();
    },
  );
});

describe('questionOfDay', () => {
  test('given ten simultaneous requests for an unassigned day, then one assignment that all of them get', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => questionOfDay(t.services, '2027-01-01')));
    expect(new Set(ids).size).toBe(1);
    const events = await t.db.pool.query(
      "select stream_version, type, data from events where stream_id = 'day-2027-01-01'",
    );
    expect(events.rows).toEqual([
      { stream_version: 1, type: 'DailyQuestionAssigned', data: { fecha: '2027-01-01', preguntaId: ids[0] } },
    ]);
    const rows = await t.db.pool.query("select pregunta_id from daily_questions where fecha = '2027-01-01'");
    expect(rows.rows).toEqual([{ pregunta_id: ids[0] }]);
  });

  test(`given 120 days assigned in order and one before them on demand, then no question repeats within ${REUSE_WINDOW_DAYS} days`, async () => {
    const first = '2028-01-01';
    for (let i = 0; i < 120; i++) await questionOfDay(t.services, addDays(first, i));
    await questionOfDay(t.services, addDays(first, -10));
    const { rows } = await t.db.pool.query<{ fecha: string; pregunta_id: number }>(
      'select fecha, pregunta_id from daily_questions where fecha between $1 and $2 order by fecha',
      [addDays(first, -10), addDays(first, 119)],
    );
    expect(rows).toHaveLength(121);
    const lastUse = new Map<number, string>();
    for (const { fecha, pregunta_id } of rows) {
      const previous = lastUse.get(pregunta_id);
      if (previous !== undefined)
        expect(daysBetween(previous, fecha), `question ${pregunta_id}`).toBeGreaterThan(REUSE_WINDOW_DAYS);
      lastUse.set(pregunta_id, fecha);
    }
  });

  test('given a bank smaller than the window, then the least recently used question comes back', async () => {
    const small = await buildTestApp();
    try {
      await small.db.pool.query('delete from hints where pregunta_id > 3');
      await small.db.pool.query('delete from questions where id > 3');
      const ids = [];
      for (let i = 0; i < 5; i++) ids.push(await questionOfDay(small.services, addDays('2026-06-01', i)));
      expect(new Set(ids.slice(0, 3)).size).toBe(3);
      expect(ids.slice(3)).toEqual(ids.slice(0, 2));
    } finally {
      await small.close();
    }
  });
});

describe('questions whose answers are public come back last', () => {
  test('given questions never given to a day, then days get them before any question the history published, and the operator is warned as they run out', async () => {
    const logs: Record<string, unknown>[] = [];
    const small = await buildTestApp({
      onLog: (record) => logs.push(record),
      config: { metricsToken: 'm'.repeat(16) },
    });
    try {
      // Ten questions of one difficulty (no hard-run rule in the way); seven given to days long ago.
      const { rows } = await small.db.pool.query<{ id: number }>(
        'select id from questions where not retirada and dificultad = 1 order by id limit 10',
      );
      const ids = rows.map((row) => row.id);
      await small.db.pool.query('update questions set retirada = true where not (id = any($1))', [ids]);
      const given = ids.slice(0, 7);
      for (const [i, id] of given.entries()) {
        await small.services.store.append(`day-${addDays('2025-01-01', i)}`, 0, [
          { type: 'DailyQuestionAssigned', data: { fecha: addDays('2025-01-01', i), preguntaId: id } },
        ]);
      }
      const unusedGauge = async () =>
        (await small.services.metrics?.registry.getSingleMetric('trivia_questions_unused')?.get())?.values[0]?.value;
      expect(await unusedGauge()).toBe(3);

      const picked = [];
      for (let i = 0; i < 3; i++) picked.push(await questionOfDay(small.services, addDays('2026-06-01', i)));
      expect(picked.sort()).toEqual(ids.slice(7).sort());
      expect(await unusedGauge()).toBe(0);
      expect(await noteUnusedQuestions(small.services)).toBe(0);
      expect(logs).toContainEqual(
        expect.objectContaining({ level: 40, unusedQuestions: 0, low: UNUSED_QUESTIONS_LOW }),
      );

      // None left: the least recently used, whose answer was published longest ago.
      expect(given).toContain(await questionOfDay(small.services, '2026-06-04'));
    } finally {
      await small.close();
    }
  });

  test(`given a bank with more than ${UNUSED_QUESTIONS_LOW} questions never given, then no warning`, async () => {
    const logs: Record<string, unknown>[] = [];
    const quiet = await buildTestApp({ database: t.db, onLog: (record) => logs.push(record) });
    try {
      expect(await noteUnusedQuestions(quiet.services)).toBeGreaterThanOrEqual(UNUSED_QUESTIONS_LOW);
      expect(logs).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});

describe('past days', () => {
  test('given a signed-in player, when a past day within the month is asked, then it gets its question on demand', async () => {
    const { headers } = await signedIn(t);
    const response = await call(t, 'GET', '/preguntas/diaria?fecha=2026-04-10', headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().pregunta).toMatchObject({ fecha_asignada: '2026-04-10' });
    expect(response.json().pregunta).not.toHaveProperty('respuesta_es');
    expect(response.json().pregunta).toMatchObject({ id: 20260410, pregunta_id: 20260410 });
    const rows = await t.db.pool.query("select pregunta_id from daily_questions where fecha = '2026-04-10'");
    expect(rows.rows).toEqual([{ pregunta_id: expect.any(Number) }]);
  });

  test.each([
    { why: 'more than 30 days ago', fecha: '2026-04-09', status: 400, code: 'INVALID_DATE' },
    { why: 'tomorrow', fecha: '2026-05-11', status: 400, code: 'INVALID_DATE' },
  ])('given a day $why, then $status $code', async ({ fecha, status, code }) => {
    const { headers } = await signedIn(t);
    expectRefusal(await call(t, 'GET', `/preguntas/diaria?fecha=${fecha}`, headers), status, code);
  });

  test('given an anonymous player, when a past day is asked, then 401 AUTH_REQUIRED', async () => {
    expectRefusal(await call(t, 'GET', '/preguntas/diaria?fecha=2026-05-09', anonymous()), 401, 'AUTH_REQUIRED');
  });
});

describe('the assign-daily-question job', () => {
  test('given pg-boss starting, then today is assigned at start-up, the job runs at 00:00 Madrid, and a run assigns the new day', async () => {
    const withJobs = await buildTestApp({ jobs: true, now: new Date('2026-10-24T21:30:00Z') });
    try {
      const assigned = async (fecha: string) =>
        (await withJobs.db.pool.query('select 1 from daily_questions where fecha = $1', [fecha])).rowCount === 1;
      expect(await assigned('2026-10-24')).toBe(true);
      const schedule = await withJobs.services.boss!.getSchedule(ASSIGN_DAILY_QUESTION);
      expect(schedule).toMatchObject({ cron: '0 0 * * *', options: expect.objectContaining({ tz: 'Europe/Madrid' }) });

      withJobs.setNow(new Date('2026-10-24T22:00:05Z'));
      expect(await assigned('2026-10-25')).toBe(false);
      await withJobs.services.boss!.send(ASSIGN_DAILY_QUESTION, {});
      await expect.poll(() => assigned('2026-10-25'), { timeout: 20_000, interval: 200 }).toBe(true);
    } finally {
      await withJobs.close();
    }
  });
});

describe('days that feel fair', () => {
  test('given 90 days assigned in order and a few on demand before them, then never three hard days in a row and every difficulty is used', async () => {
    const first = '2031-03-01';
    for (let i = 0; i < 90; i++) await questionOfDay(t.services, addDays(first, i));
    for (const back of [3, 1, 2]) await questionOfDay(t.services, addDays(first, -back));
    const { rows } = await t.db.pool.query<{ fecha: string; dificultad: number }>(
      `select d.fecha, q.dificultad from daily_questions d join questions q on q.id = d.pregunta_id
        where d.fecha between $1 and $2 order by d.fecha`,
      [addDays(first, -3), addDays(first, 89)],
    );
    expect(rows).toHaveLength(93);
    let run = 0;
    for (const { dificultad } of rows) {
      run = dificultad === 3 ? run + 1 : 0;
      expect(run).toBeLessThanOrEqual(2);
    }
    const counts = [1, 2, 3].map((level) => rows.filter((r) => r.dificultad === level).length);
    for (const count of counts) expect(count).toBeGreaterThan(rows.length / 5);
  });

  test('given retired questions, then no day ever gets one', async () => {
    const { rows: retired } = await t.db.pool.query<{ id: number }>('select id from questions where retirada');
    expect(retired.length).toBeGreaterThan(0);
    const first = '2033-06-01';
    for (let i = 0; i < 30; i++) await questionOfDay(t.services, addDays(first, i));
    const { rows } = await t.db.pool.query<{ pregunta_id: number }>(
      'select pregunta_id from daily_questions where fecha >= $1',
      [first],
    );
    expect(rows.map((r) => r.pregunta_id).filter((id) => retired.some((r) => r.id === id))).toEqual([]);
  });
});
