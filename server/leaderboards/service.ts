// Leaderboards as the API and the live push give them (spec sections 3, 7 and 9).
import type pg from 'pg';
import type { Leaderboard, OwnEntry, OwnPosition, Periodo } from '../../contracts/api/leaderboards.ts';
import { periodWindow } from '../../projections/leaderboards/periods.ts';
import {
  dropEndedWindows,
  keptWindowEnds,
  prepareWindowEnds,
  windowsPrepared,
} from '../../projections/leaderboards/projection.ts';
import { readPositions, readRanking } from '../../projections/leaderboards/read.ts';
import { leaderboardTopic } from '../../contracts/messages.ts';
import { withTransaction, withUntimedTransaction } from '../db/index.ts';
import { tableVersion } from '../realtime/index.ts';
import { today } from '../days/index.ts';
import type { Services } from '../services.ts';

const preparedByPool = new WeakMap<pg.Pool, Set<string>>();

/**
 * Makes sure the windows ending on `fecha` hold every player. The nightly job does it a day ahead;
 * this covers a day it did not (the first read of that day writes them, once, for every instance).
 */
export async function ensureWindowsPrepared(pool: pg.Pool, fecha: string): Promise<void> {
  let prepared = preparedByPool.get(pool);
  if (!prepared) {
    prepared = new Set();
    preparedByPool.set(pool, prepared);
  }
  if (prepared.has(fecha)) return;
  if (!(await windowsPrepared(pool, fecha))) await withTransaction(pool, (tx) => prepareWindowEnds(tx, [fecha]));
  prepared.add(fecha);
}

/** The nightly job: drops windows that ended before today and prepares today's and tomorrow's. Plays never wait for it. */
export async function maintainWindows(pool: pg.Pool, day: string): Promise<void> {
  // At a million players each step writes or deletes millions of rows: past the requests' statement
  // timeout (bench:leaderboard).
  await withUntimedTransaction(pool, (tx) => dropEndedWindows(tx, day));
  await withUntimedTransaction(pool, (tx) => prepareWindowEnds(tx, keptWindowEnds(day)));
}

export async function leaderboard(services: Services, periodo: Periodo): Promise<Leaderboard> {
  const fecha = today(services);
  if (periodo !== 'diario') await ensureWindowsPrepared(services.pool, fecha);
  const ranking = await readRanking(services.pool, periodo, fecha);
  const version = tableVersion(leaderboardTopic(periodo), fecha, ranking.ranking);
  return { ...ranking, periodo, fecha, ...periodWindow(periodo, fecha), version };
}

/** Several players' own entries of a period today, in one read. */
export async function ownPositions(
  services: Services,
  periodo: Periodo,
  userIds: readonly number[],
): Promise<Map<number, OwnEntry>> {
  const fecha = today(services);
  if (periodo !== 'diario') await ensureWindowsPrepared(services.pool, fecha);
  return readPositions(services.pool, periodo, fecha, userIds);
}

export async function ownPosition(services: Services, periodo: Periodo, userId: number): Promise<OwnPosition> {
  const entries = await ownPositions(services, periodo, [userId]);
  return { ...(entries.get(userId) ?? { posicion: null }), periodo, fecha: today(services) };
}
