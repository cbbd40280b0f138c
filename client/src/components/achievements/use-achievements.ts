import { useEffect, useState } from 'react';
import type { Logro } from '../../../../contracts/api/achievements.ts';
import { useTranslation } from '../../i18n/index.ts';
import { realtime } from '../../lib/realtime.ts';
import { fetchAchievements } from './api.ts';

/**
 * The signed-in player's achievements: loaded again in the other language, and when a play of theirs
 * earns one (the server's `achievements` push, from this tab or another).
 */
export function useAchievements(): { logros: Logro[] | null; failed: boolean } {
  const { i18n } = useTranslation('achievementList');
  const [logros, setLogros] = useState<Logro[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    fetchAchievements().then(
      (found) => live && (setLogros(found), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [generation, i18n.language]);
  useEffect(
    () =>
      realtime.subscribe((message) => {
        if (message.type === 'achievements') setGeneration((n) => n + 1);
      }),
    [],
  );
  return { logros, failed };
}
