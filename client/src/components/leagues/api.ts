// The player's private leagues (GET /api/ligas): the list the profile, the leaderboard, the share
// text and the leagues' own pages show.
import type { Liga } from '../../../../contracts/api/leagues.ts';
import { get } from '../../lib/api.ts';

export type { Liga };

export const fetchMyLeagues = async () => (await get<{ ligas: Liga[] }>('/ligas')).ligas;
