// Live league tables: when a member's ranked play ends (every instance hears it through the event
// store's LISTEN), the members of each of their leagues with a socket on this instance get the
// league's tables and their own rows, coalesced like the global leaderboards (at most one push per
// PUSH_INTERVAL_MS, every league that changed meanwhile read in one query per period). A change of
// membership, name or owner (NOTIFY 'leagues') tells the members' pages to load the league again.
import { PERIODOS } from '../../contracts/api/leaderboards.ts';
import { coalescer } from '../realtime/index.ts';
import type { Services } from '../services.ts';
import { LEAGUES_CHANNEL, leagueMatesOf } from './leagues.ts';
import { leagueRankings } from './table.ts';

const PUSH_INTERVAL_MS = 250;

/** Starts the league pushes of one instance; the returned function stops them (and waits for a push under way). */
export function startLeaguePush(services: Services, onError: (error: unknown) => void): () => Promise<void> {
  const { hub } = services;
  /** Players whose ranked play ended since the last push. */
  const players = new Set<number>();

  const push = coalescer(PUSH_INTERVAL_MS, async () => {
    const finished = [...players];
    players.clear();
    if (!hub.hasUsers) return;
    try {
      const mates = await leagueMatesOf(services.pool, finished);
      // Only leagues with a member connected here, and only those members get pushes.
      const watched = new Map([...mates].filter(([, members]) => members.some((userId) => hub.hasUser(userId))));
      if (watched.size === 0) return;
      const connected = [...new Set([...watched.values()].flat().filter((userId) => hub.hasUser(userId)))];
      for (const periodo of PERIODOS) {
        const rankings = await leagueRankings(services, periodo, watched, connected);
        for (const [ligaId, members] of watched) {
          const here = members.filter((userId) => hub.hasUser(userId));
          const league = rankings.get(ligaId);
          hub.sendToUsers(here, {
            type: 'league',
            ligaId,
            periodo,
            ranking: league?.ranking ?? [],
            totalParticipantes: league?.totalParticipantes ?? 0,
          });
          for (const userId of here)
            hub.sendToUser(userId, {
              type: 'league-position',
              ligaId,
              periodo,
              entry: league?.own.get(userId) ?? null,
            });
        }
      }
    } catch (error) {
      onError(error);
    }
  });

  // A ranked play's end, or an admin's fair-play verdict (it moves the player either way).
  const unsubscribe = services.store.subscribe(({ finished, reviewed }) => {
    const userId = reviewed?.userId ?? (finished?.ranked ? finished.userId : null);
    if (userId === null || userId === undefined) return;
    players.add(userId);
    push.trigger();
  });

  const unlisten = services.listener.listen(LEAGUES_CHANNEL, {
    onMessage(payload) {
      const { ligaId, usuarios } = JSON.parse(payload) as { ligaId: number; usuarios: number[] };
      for (const userId of usuarios) hub.sendToUser(userId, { type: 'league-changed', ligaId });
    },
  });

  return async () => {
    unsubscribe();
    unlisten();
    await push.stop();
  };
}
