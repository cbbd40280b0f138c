// A league's tables: the global rankings restricted to its members, read from the same rows
// (projections/leaderboards/read.ts) with the same rules and fields.
import type { Periodo } from '../../contracts/api/leaderboards.ts';
import type { LeagueTable } from '../../contracts/api/leagues.ts';
import { periodWindow } from '../../projections/leaderboards/periods.ts';
import { readGroupRankings, type GroupRanking } from '../../projections/leaderboards/read.ts';
import { leagueTopic } from '../../contracts/messages.ts';
import { today } from '../days/index.ts';
import { tableVersion } from '../realtime/index.ts';
import { ensureWindowsPrepared } from '../leaderboards/index.ts';
import type { Services } from '../services.ts';
import { membersFor } from './leagues.ts';

/** Leagues' rankings of a period today, several at once; `own`: the members whose own rows are wanted. */
export async function leagueRankings(
  services: Services,
  periodo: Periodo,
  leagues: Map<number, readonly number[]>,
  own: readonly number[],
): Promise<Map<number, GroupRanking>> {
  const fecha = today(services);
  if (periodo !== 'diario') await ensureWindowsPrepared(services.pool, fecha);
  const members = [...leagues].flatMap(([groupId, userIds]) => userIds.map((userId) => ({ groupId, userId })));
  return readGroupRankings(services.pool, periodo, fecha, members, own);
}

/** GET /ligas/{id}/clasificacion/{periodo} for one of the league's members (404 for anyone else). */
export async function leagueTable(
  services: Services,
  userId: number,
  leagueId: number,
  periodo: Periodo,
): Promise<LeagueTable> {
  const { nombre, members } = await membersFor(services.pool, userId, leagueId);
  const group = (await leagueRankings(services, periodo, new Map([[leagueId, members]]), [userId])).get(leagueId);
  const fecha = today(services);
  const ranking = group?.ranking ?? [];
  return {
    liga: { id: leagueId, nombre },
    periodo,
    fecha,
    ...periodWindow(periodo, fecha),
    ranking,
    totalParticipantes: group?.totalParticipantes ?? 0,
    miPosicion: group?.own.get(userId) ?? null,
    version: tableVersion(leagueTopic(leagueId, periodo), fecha, ranking),
  };
}
