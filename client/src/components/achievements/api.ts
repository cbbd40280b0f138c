import type { LogrosReply } from '../../../../contracts/api/achievements.ts';
import { get } from '../../lib/api.ts';

/** The caller's achievements, named in the page's language (GET /api/logros). */
export const fetchAchievements = async () => (await get<LogrosReply>('/logros')).logros;
