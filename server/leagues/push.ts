// Live league tables: when a member's ranked play ends (every instance hears it through the event
// store's LISTEN), the sockets of this instance that subscribed to one of that member's leagues'
// tables (`league:<id>:<periodo>`, members only: `leagueTopicGuard`) get what changed in it
// (contracts/messages.ts, TableChange) and their own row, coalesced like the global leaderboards
// (at most one push per PUSH_INTERVAL_MS, every league that changed meanwhile read in one query per
// period). A change of membership, name or owner (NOTIFY 'leagues') tells the members' pages to
// load the league again, and ends the subscriptions of a player who is no longer a member.
import { PERIODOS } from '../../contracts/api/leaderboards.ts';
import { leagueTopic, parseTopic, type Topic } from '../../contracts/messages.ts';
import { today } from '../days/index.ts';
import { coalescer, LiveTables, type TopicGuard } from '../realtime/index.ts';
import type { Services } from '../services.ts';
import { LEAGUES_CHANNEL, leagueMatesOf, memberIds, membersFor } from './leagues.ts';
import { leagueRankings } from './table.ts';

const PUSH_INTERVAL_MS = 1000;

/** A league's topics are for its members: a guest, or anyone else, is refused. */
export function leagueTopicGuard(services: Services): TopicGuard {
  return async (owner, topic) => {
    const parsed = parseTopic(topic);
    if (!owner || parsed?.kind !== 'league') return false;
    return membersFor(services.pool, owner.userId, parsed.ligaId).then(
      () => true,
      () => false,
    );
  };
}

/** The leagues with a subscribed socket here, and the users subscribed to each. */
function watchedLeagues(services: Services): Map<number, Set<number>> {
  const leagues = new Map<number, Set<number>>();
  for (const [topic, owners] of services.hub.watchedTopics()) {
    const parsed = parseTopic(topic);
    if (parsed?.kind !== 'league') continue;
    const users = leagues.get(parsed.ligaId) ?? new Set();
    for (const owner of owners) if (owner) users.add(owner.userId);
    leagues.set(parsed.ligaId, users);
  }
  return leagues;
}

/** Starts the league pushes of one instance; the returned function stops them (and waits for a push under way). */
export function startLeaguePush(services: Services, onError: (error: unknown) => void): () => Promise<void> {
  const { hub } = services;
  const tables = new LiveTables();
  /** Players whose ranked play ended since the last push. */
  const players = new Set<number>();

  const push = coalescer(PUSH_INTERVAL_MS, async () => {
    const finished = [...players];
    players.clear();
    const watched = watchedLeagues(services);
    if (watched.size === 0) return;
    try {
      const mates = await leagueMatesOf(services.pool, finished);
      const changed = new Map([...mates].filter(([ligaId]) => watched.has(ligaId)));
      if (changed.size === 0) return;
      const viewers = [...new Set([...changed.keys()].flatMap((ligaId) => [...(watched.get(ligaId) ?? [])]))];
      const fecha = today(services);
      for (const periodo of PERIODOS) {
        const leagues = new Map([...changed].filter(([ligaId]) => hub.watched(leagueTopic(ligaId, periodo))));
        if (leagues.size === 0) continue;
        const rankings = await leagueRankings(services, periodo, leagues, viewers);
        for (const [ligaId, members] of leagues) {
          const topic = leagueTopic(ligaId, periodo);
          // Members as read now: a socket whose player left (or was removed) between its subscription
          // and this push stops hearing the league here, whatever order the two came in.
          hub.unsubscribeWhere(topic, (owner) => !owner || !members.includes(owner.userId));
          const league = rankings.get(ligaId);
          const change = tables.change(topic, fecha, league?.ranking ?? [], league?.totalParticipantes ?? 0);
          if (change) hub.publish(topic, { type: 'league', ligaId, periodo, fecha, ...change });
          for (const userId of watched.get(ligaId) ?? [])
            hub.publishToUser(topic, userId, {
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
    if (userId === null || userId === undefined || !hub.hasUsers) return;
    players.add(userId);
    push.trigger();
  });

  const unlisten = services.listener.listen(LEAGUES_CHANNEL, {
    onMessage(payload) {
      const { ligaId, usuarios } = JSON.parse(payload) as { ligaId: number; usuarios: number[] };
      for (const userId of usuarios) hub.sendToUser(userId, { type: 'league-changed', ligaId });
      // Whoever is no longer a member stops hearing its tables (and the next push starts whole).
      const topics = PERIODOS.map((periodo) => leagueTopic(ligaId, periodo)).filter((topic) => hub.watched(topic));
      if (topics.length > 0) void dropNonMembers(ligaId, topics).catch(onError);
    },
  });

  async function dropNonMembers(ligaId: number, topics: Topic[]) {
    const members = new Set(await memberIds(services.pool, ligaId));
    for (const topic of topics) {
      hub.unsubscribeWhere(topic, (owner) => !owner || !members.has(owner.userId));
      tables.forget(topic);
    }
  }

  return async () => {
    unsubscribe();
    unlisten();
    await push.stop();
  };
}
