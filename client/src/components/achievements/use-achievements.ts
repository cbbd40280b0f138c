import { useEffect } from 'react';
import type { Logro } from '../../../../contracts/api/achievements.ts';
import { useTranslation } from '../../i18n/index.ts';
import { realtime } from '../../lib/realtime.ts';
import { useLoad } from '../../lib/use-load.ts';
import { fetchAchievements } from './api.ts';

/**
 * The signed-in player's achievements: loaded again in the other language, and when a play of theirs
 * earns one (the server's `achievements` push, from this tab or another).
 */
export function useAchievements(): { logros: Logro[] | null; failed: boolean } {
  const { i18n } = useTranslation('achievementList');
  const { value: logros, failed, reload } = useLoad(fetchAchievements, [i18n.language]);
  useEffect(
    () =>
      realtime.subscribe((message) => {
        if (message.type === 'achievements') reload();
      }),
    [reload],
  );
  return { logros, failed };
}
