import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '../../../machines/calendar/days.ts';
import { LOW_STOCK_WARNING } from '../../../server/admin/scheduler.ts';
import { questionOfDay, REUSE_WINDOW_DAYS } from '../../../server/days/assign.ts';
import type { TestApp } from '../../helpers/app.ts';
import { assignDay, call, questionWhere, type Headers, type Question } from '../plays/play-helpers.ts';
import { adminApp, expectOk, registerAdmin } from './admin-helpers.ts';

let t: TestApp;
let admin: Headers;
let bankSize: number;

beforeAll(async () => {
  t = await adminApp(new Date('2026-05-10T10:00:00Z'));
  admin = (await registerAdmin(t)).headers;
  // Retired questions are never scheduled: the figures count the ones that can be.
  bankSize = (await t.db.pool.query<{ n: number }>('select count(*)::int as n from questions where not retirada'))
    .rows[0].n;
});
afterAll(async () => {
  await t.close();
});

// Each test lives on days of its own, years apart, so the 90-day windows of two tests never meet.
const noonInMadrid = (fecha: string) => new Date(`${fecha}T10:00:00Z`);
const verify = async () => expectOk(await call(t, 'POST', '/scheduler/verificar', admin)).data;
const stats = async () => expectOk(await call(t, 'GET', '/scheduler/estadisticas', admin)).data;
const questionOn = async (fecha: string) =>
  (await t.db.pool.query<{ pregunta_id: number }>('select pregunta_id from daily_questions where fecha = $1', [fecha]))
    .rows[0]?.pregunta_id ?? null;
const answerOf = async (id: number) =>
  (await t.db.pool.query<{ respuesta: string }>('select respuesta from questions where id = $1', [id])).rows[0]
    .respuesta;

describe('POST /api/scheduler/verificar', () => {
  test('given yesterday assigned and today not, when verified twice, then today’s question is assigned once and the second call says so', async () => {
    const today = '2031-03-15';
    t.setNow(noonInMadrid(today));
    const yesterday = await questionWhere(t, 'true', 3);
    await assignDay(t, addDays(today, -1), yesterday);

    const first = await verify();
    const assigned = await questionOn(today);
    expect(assigned).not.toBeNull();
    expect(first).toEqual({
      nueva_pregunta_asignada: true,
      cambio_de_dia: true,
      fecha: today,
      pregunta_id: assigned,
      pregunta_jugador: await answerOf(assigned!),
      mensaje: expect.stringContaining(today),
      warning: null,
    });
    expect(assigned).not.toBe(yesterday.id);

    const second = await verify();
    expect(second).toMatchObject({
      nueva_pregunta_asignada: false,
      cambio_de_dia: false,
      fecha: today,
      pregunta_id: assigned,
    });
    expect(second.mensaje).not.toBe(first.mensaje);
    const events = await t.db.pool.query('select stream_version from events where stream_id = $1', [`day-${today}`]);
    expect(events.rows).toEqual([{ stream_version: 1 }]);
  });

  test('given a day already assigned by a request, when verified, then the same question and no new assignment', async () => {
    const today = '2033-06-01';
    t.setNow(noonInMadrid(today));
    const id = await questionOfDay(t.services, today);
    expect(await verify()).toMatchObject({
      nueva_pregunta_asignada: false,
      cambio_de_dia: false,
      pregunta_id: id,
      pregunta_jugador: await answerOf(id),
    });
  });

  test(`given fewer than ${LOW_STOCK_WARNING} questions outside the ${REUSE_WINDOW_DAYS}-day window, then verification warns`, async () => {
    const today = '2036-09-01';
    // A bank of 150 schedulable questions (the rest retired for this test), so the 181 days of the
    // window can use up all but a handful of them for tomorrow.
    const { rows: shrunk } = await t.db.pool.query<{ id: number }>(
      'update questions set retirada = true where not retirada and id > 150 returning id',
    );
    try {
      const active = bankSize - shrunk.length;
      const busy = active - LOW_STOCK_WARNING + 5;
      const around = Array.from({ length: busy }, (_, i) => addDays(today, i - Math.floor(busy / 2))).filter(
        (fecha) => fecha !== today,
      );
      for (const [i, fecha] of around.entries()) await assignDay(t, fecha, await questionWhere(t, 'not retirada', i));
      t.setNow(noonInMadrid(today));
      const result = await verify();
      expect(result.warning).toEqual(expect.stringContaining(String(REUSE_WINDOW_DAYS)));
      const figures = (await stats()).regla_90_dias;
      expect(figures.disponibles_para_asignar).toBeLessThan(LOW_STOCK_WARNING);
      expect(result.warning).toContain(String(figures.disponibles_para_asignar));
    } finally {
      await t.db.pool.query('update questions set retirada = false where id = any($1::int[])', [
        shrunk.map((r) => r.id),
      ]);
    }
  });
});

describe('GET /api/scheduler/estadisticas', () => {
  test('given days used around the 90-day edge, then the figures, candidates and history follow the rule, and verification slides the window', async () => {
    const today = '2041-01-20';
    t.setNow(new Date('2041-01-20T17:45:30Z'));
    const recent: Question[] = [];
    for (let i = 1; i <= 5; i++) {
      recent.push(await questionWhere(t, 'true', 10 + i));
      await assignDay(t, addDays(today, -i), recent[i - 1]);
    }
    const edge = await questionWhere(t, 'true', 20);
    const outside = await questionWhere(t, 'true', 21);
    await assignDay(t, addDays(today, -REUSE_WINDOW_DAYS), edge);
    await assignDay(t, addDays(today, -REUSE_WINDOW_DAYS - 5), outside);
    const totalAssigned = (await t.db.pool.query<{ n: number }>('select count(*)::int as n from daily_questions'))
      .rows[0].n;

    const before = await stats();
    expect(before).toMatchObject({
      zona_horaria: 'Europe/Madrid',
      fecha_actual: today,
      hora_actual: '18:45:30',
      preguntas_diarias: { total_asignadas: totalAssigned, pregunta_actual: null },
      regla_90_dias: {
        total_preguntas_sistema: bankSize,
        usadas_ultimos_90_dias: 6,
        disponibles_para_asignar: bankSize - 6,
        porcentaje_disponible: Math.round(((bankSize - 6) / bankSize) * 1000) / 10,
      },
    });
    const used = new Set([...recent.map((q) => q.id), edge.id]);
    expect(before.proximas_candidatas).toHaveLength(10);
    for (const candidate of before.proximas_candidatas) {
      expect(used.has(candidate.id)).toBe(false);
      expect(candidate.jugador).toBe(await answerOf(candidate.id));
      const { rows } = await t.db.pool.query('select dificultad from questions where id = $1', [candidate.id]);
      expect(candidate.dificultad).toBe(rows[0].dificultad);
    }
    expect(before.historial_reciente.slice(0, 5)).toEqual(
      recent.map((q, i) => ({ fecha: addDays(today, -(i + 1)), pregunta_id: q.id, jugador: q.respuesta })),
    );
    expect(before.historial_reciente.map((day: { fecha: string }) => day.fecha)).toContain(
      addDays(today, -REUSE_WINDOW_DAYS - 5),
    );

    const { pregunta_id } = await verify();
    expect(used.has(pregunta_id)).toBe(false);
    const after = await stats();
    expect(after.preguntas_diarias).toEqual({
      total_asignadas: totalAssigned + 1,
      pregunta_actual: { pregunta_id, jugador: await answerOf(pregunta_id) },
    });
    // For tomorrow, the question of 90 days ago is free again and today's is used.
    expect(after.regla_90_dias).toMatchObject({ usadas_ultimos_90_dias: 6, disponibles_para_asignar: bankSize - 6 });
    expect(after.historial_reciente[0]).toEqual({ fecha: today, pregunta_id, jugador: await answerOf(pregunta_id) });
    expect(after.proximas_candidatas.map((c: { id: number }) => c.id)).not.toContain(pregunta_id);
  });

  test('given candidates, then never-used questions come before used ones and the list is what the next pick may choose', async () => {
    const today = '2046-04-04';
    t.setNow(noonInMadrid(today));
    const { proximas_candidatas } = await stats();
    const ids = proximas_candidatas.map((c: { id: number }) => c.id);
    const lastUse = await t.db.pool.query<{ pregunta_id: number; fecha: string }>(
      'select pregunta_id, max(fecha) as fecha from daily_questions where pregunta_id = any($1) group by pregunta_id',
      [ids],
    );
    const usedIds = new Set(lastUse.rows.map((r) => r.pregunta_id));
    const firstUsed = ids.findIndex((id: number) => usedIds.has(id));
    if (firstUsed !== -1) expect(ids.slice(firstUsed).every((id: number) => usedIds.has(id))).toBe(true);
    for (const { fecha } of lastUse.rows)
      expect(Math.abs(Date.parse(fecha) - Date.parse(today)) / 86_400_000).toBeGreaterThan(REUSE_WINDOW_DAYS);
  });

  test('given days around it of one difficulty, then the questions ranking first are the rest, and the pick is one of them', async () => {
    const today = '2051-02-02';
    // Yesterday and the day before were easy: every medium or hard question never given to a day ranks
    // first (one given, even long ago, has its answer in the history).
    for (const [i, fecha] of [addDays(today, -2), addDays(today, -1)].entries())
      await assignDay(t, fecha, await questionWhere(t, 'not retirada and dificultad = 1', 40 + i));
    t.setNow(noonInMadrid(addDays(today, -1)));
    const { proximas_candidatas, candidatas_al_azar } = await stats();
    const { rows } = await t.db.pool.query<{ n: number }>(
      `select count(*)::int as n from questions q where not retirada and dificultad <> 1
          and not exists (select 1 from daily_questions d where d.pregunta_id = q.id)`,
    );
    expect(candidatas_al_azar).toBe(rows[0].n);
    for (const candidate of proximas_candidatas) expect(candidate.dificultad).not.toBe(1);
    const picked = await questionOfDay(t.services, today);
    const { rows: pickedRow } = await t.db.pool.query<{ dificultad: number }>(
      'select dificultad from questions where id = $1',
      [picked],
    );
    expect(pickedRow[0].dificultad).not.toBe(1);
  });
});
