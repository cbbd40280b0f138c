// Leaderboards as the API and the live push give them (spec sections 3, 7 and 9).
import { today } from '../days/assign.ts';
import type { Services } from '../services.ts';
import { periodWindow, type Periodo } from '../../projections/leaderboards/periods.ts';
import { ensureWindowsPrepared } from '../../projections/leaderboards/projection.ts';
import { readPosition, readRanking, type OwnEntry, type Ranking } from '../../projections/leaderboards/read.ts';

export interface Leaderboard extends Ranking {
  periodo: Periodo;
  /** The Madrid day the ranking is for, and the days it covers. */
  fecha: string;
  desde: string;
  hasta: string;
}

export async function leaderboard(services: Services, periodo: Periodo): Promise<Leaderboard> {
  const fecha = today(services);
  if (periodo !== 'diario') await ensureWindowsPrepared(services.pool, fecha);
  return { ...(await readRanking(services.pool, periodo, fecha)), periodo, fecha, ...periodWindow(periodo, fecha) };
}

export async function ownPosition(services: Services, periodo: Periodo, userId: number): Promise<{ entry: OwnEntry | null; periodo: Periodo; fecha: string }> {
  const fecha = today(services);
  if (periodo !== 'diario') await ensureWindowsPrepared(services.pool, fecha);
  return { entry: await readPosition(services.pool, periodo, fecha, userId), periodo, fecha };
}
