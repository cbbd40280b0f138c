import { useEffect } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import type { DayCrowd, DayCrowdReply } from '../../../../contracts/api/stats.ts';
import { madridToday } from '../../lib/daily-game.ts';
import { realtime } from '../../lib/realtime.ts';
import { useLoad } from '../../lib/use-load.ts';
import { fetchCrowd } from './api.ts';

type Bar = keyof DayCrowd['distribucion'];
const BARS: readonly Bar[] = ['1', '2', '3', '4', '5', 'fallos'];

/**
 * How everyone did on a day: a bar per number of attempts (and losses), each with its count and
 * share in words, the player's own bar marked, and the share they scored above. Today's crowd
 * follows the live 'crowd' pushes. It never shows the answer.
 */
export function CrowdPanel({ fecha, own }: { fecha: string; own: Bar }) {
  const { t } = useTranslation(['game', 'common']);
  const today = fecha === madridToday();
  const { value: crowd, failed, replace } = useLoad(() => fetchCrowd(fecha), [fecha]);

  useEffect(() => {
    if (!today) return;
    // The live figures replace the counts; the player's own percentile stays as it was read.
    const unwatch = realtime.watch(['crowd']);
    const unsubscribe = realtime.subscribe((message) => {
      if (message.type !== 'crowd' || message.fecha !== fecha) return;
      const { type: _type, ...live } = message;
      replace((previous: DayCrowdReply | null) => ({
        ...live,
        ...(previous?.tu_percentil !== undefined ? { tu_percentil: previous.tu_percentil } : {}),
      }));
    });
    return () => {
      unwatch();
      unsubscribe();
    };
  }, [fecha, today, replace]);

  if (failed && !crowd)
    return (
      <p className="crowd-note" role="status">
        {t('end.crowdError')}
      </p>
    );
  if (!crowd) return null;
  const most = Math.max(1, ...BARS.map((bar) => crowd.distribucion[bar]));
  const share = (count: number) => (crowd.jugadores === 0 ? 0 : Math.round((count / crowd.jugadores) * 100));
  return (
    <section className="crowd" aria-labelledby="crowd-title" data-testid="crowd" data-players={crowd.jugadores}>
      <h3 id="crowd-title">{today ? t('end.crowdTitleToday') : t('end.crowdTitle')}</h3>
      {crowd.tu_percentil !== undefined && (
        <p className="crowd-percentile" data-testid="crowd-percentile">
          {t(today ? 'end.betterThan' : 'end.betterThanDay', { n: crowd.tu_percentil })}
        </p>
      )}
      <p className="crowd-summary" data-testid="crowd-summary">
        {crowd.jugadores === 0
          ? t('end.crowdEmpty')
          : t('end.crowdSummary', {
              players: t('end.players', { count: crowd.jugadores }),
              share: t('end.percent', { value: crowd.porcentaje_acierto }),
              attempts: t('end.attemptsAverage', { count: crowd.intentos_medios }),
            })}
      </p>
      <ul className="guess-bars crowd-bars" aria-labelledby="crowd-title" aria-live={today ? 'polite' : undefined}>
        {BARS.map((bar) => {
          const count = crowd.distribucion[bar];
          const mine = bar === own;
          const label =
            bar === 'fallos' ? t('common:stats.losses') : t('common:stats.attempts', { count: Number(bar) });
          return (
            <li
              key={bar}
              className={['guess-bar', bar === 'fallos' ? 'guess-bar-loss' : '', mine ? 'guess-bar-own' : '']
                .filter(Boolean)
                .join(' ')}
              data-testid={`crowd-${bar}`}
              aria-current={mine ? 'true' : undefined}
            >
              <span className="guess-bar-label">{label}</span>
              <span className="guess-bar-track" aria-hidden="true">
                <span className="guess-bar-fill" style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span className="guess-bar-value">
                {t('end.percent', { value: share(count) })}
                <span className="visually-hidden">
                  {' '}
                  ({t('end.players', { count })}
                  {mine ? `, ${t('common:stats.yours')}` : ''})
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {today && <p className="crowd-note">{t('end.crowdLive')}</p>}
    </section>
  );
}
