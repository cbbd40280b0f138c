// The leaderboard's period tabs and table, shared by the global leaderboard and the private leagues'
// tables (the same rules and fields, so the same rows).
import { useRef, type KeyboardEvent } from 'react';
import {
  PERIOD_PATHS,
  type Leaderboard,
  type LeaderboardEntry,
  type OwnEntry,
  type Periodo,
} from '../../../../contracts/api/leaderboards.ts';
import { formatDate, formatNumber, useTranslation } from '../../i18n/index.ts';
import { minutesSeconds } from '../../lib/time-format.ts';
import { ScrollRegion } from '../ScrollRegion.tsx';
import './leaderboard.css';

/** The periods in tab order (daily first, the default). */
const PERIODS = Object.values(PERIOD_PATHS);

const MEDALS: Record<number, { name: 'gold' | 'silver' | 'bronze'; className: string; emoji: string }> = {
  1: { name: 'gold', className: 'lb-gold', emoji: '🥇' },
  2: { name: 'silver', className: 'lb-silver', emoji: '🥈' },
  3: { name: 'bronze', className: 'lb-bronze', emoji: '🥉' },
};

/** Daily / weekly / monthly tabs (arrow keys, Home and End move between them); they control #lb-panel. */
export function PeriodTabs({ active, onChange }: { active: Periodo; onChange: (periodo: Periodo) => void }) {
  const { t } = useTranslation('leaderboard');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onTabKey = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: PERIODS.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + PERIODS.length) % PERIODS.length;
    onChange(PERIODS[next]);
    tabs.current[next]?.focus();
  };
  return (
    <div className="lb-tabs" role="tablist" aria-label={t('tabsLabel')}>
      {PERIODS.map((periodo, index) => (
        <button
          key={periodo}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`lb-tab-${periodo}`}
          aria-selected={active === periodo}
          aria-controls="lb-panel"
          tabIndex={active === periodo ? 0 : -1}
          className="lb-tab"
          data-testid={`lb-tab-${periodo}`}
          onClick={() => onChange(periodo)}
          onKeyDown={(event) => onTabKey(event, index)}
        >
          {t(`tabs.${periodo}`)}
        </button>
      ))}
    </div>
  );
}

export function LeaderboardTable({
  data,
  own,
  myId,
  flashes,
}: {
  data: Leaderboard;
  own: OwnEntry | null;
  myId: number | null;
  flashes: Map<number, number>;
}) {
  const { t, i18n } = useTranslation('leaderboard');
  const day = (fecha: string) => formatDate(i18n.language, new Date(`${fecha}T12:00:00Z`), 'dayMonth');
  const daily = data.periodo === 'diario';
  const ownOutside = own !== null && !data.ranking.some((entry) => entry.usuario_id === own.usuario_id);
  const columns = daily
    ? (['position', 'player', 'points', 'time'] as const)
    : (['position', 'player', 'score', 'average', 'games', 'time'] as const);
  const row = (entry: LeaderboardEntry) => {
    const version = flashes.get(entry.usuario_id) ?? 0;
    return (
      <Row key={`${entry.usuario_id}:${version}`} entry={entry} me={entry.usuario_id === myId} flash={version > 0} />
    );
  };

  return (
    <>
      <p className="lb-period" data-testid="lb-period">
        {t(`period.${data.periodo}`)}
        {!daily && (
          <span className="lb-range"> · {t('range', { desde: day(data.desde), hasta: day(data.hasta) })}</span>
        )}
      </p>
      <p className="lb-participants" data-testid="lb-participants">
        {t('participants', { count: data.totalParticipantes })}
      </p>
      {data.ranking.length === 0 && !own ? (
        <p className="lb-empty" data-testid="lb-no-data">
          {t('noData')}
        </p>
      ) : (
        // Phones lay each row out as a card (leaderboard.css); wider, a table that may scroll sideways
        // between the two.
        <ScrollRegion className="lb-table-wrap" label={t('caption', { period: t(`tabs.${data.periodo}`) })}>
          <table className={`lb-table phone-cards ${daily ? 'lb-daily' : 'lb-period-table'}`} data-testid="lb-table">
            <caption className="visually-hidden">{t('caption', { period: t(`tabs.${data.periodo}`) })}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className={`lb-col-${column}`}>
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.ranking.map(row)}
              {ownOutside && (
                <tr className="lb-separator" data-testid="lb-separator">
                  <td colSpan={columns.length}>
                    <span aria-hidden="true">...</span>
                    <span className="visually-hidden">{t('separator')}</span>
                  </td>
                </tr>
              )}
              {ownOutside && row(own)}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </>
  );
}

function Row({ entry, me, flash }: { entry: LeaderboardEntry; me: boolean; flash: boolean }) {
  const { t, i18n } = useTranslation('leaderboard');
  const number = (value: number, digits = 0) => formatNumber(i18n.language, value, { maximumFractionDigits: digits });
  const medal = MEDALS[entry.posicion];
  const classes = ['lb-row', medal?.className, me && 'lb-me', flash && 'lb-flash'].filter(Boolean).join(' ');
  return (
    <tr
      className={classes}
      data-testid="lb-row"
      data-user={entry.usuario_id}
      data-position={entry.posicion}
      aria-current={me ? 'true' : undefined}
    >
      <td className="lb-col-position">
        {medal && (
          <span className="lb-medal" role="img" aria-label={t(`medal.${medal.name}`)}>
            {medal.emoji}
          </span>
        )}
        <span className="lb-position">{entry.posicion}</span>
      </td>
      <th scope="row" className="lb-col-player">
        <span className="lb-username">{entry.username}</span>
        {'victoria_dificil' in entry && entry.victoria_dificil && (
          <span
            className="lb-hard"
            role="img"
            aria-label={t('hardModeWin')}
            title={t('hardModeWin')}
            data-testid="lb-hard"
          >
            🔥
          </span>
        )}
        {me && (
          <span className="lb-you" data-testid="lb-you">
            {t('you')}
          </span>
        )}
      </th>
      {'puntuacion' in entry ? (
        <>
          <td className="lb-col-points" data-testid="lb-points">
            {t('points', { points: number(entry.puntuacion) })}
          </td>
          <td className="lb-col-time" data-label={t('columns.time')}>
            {minutesSeconds(entry.tiempo_segundos)}
          </td>
        </>
      ) : (
        <>
          <td className="lb-col-score" data-testid="lb-points">
            {number(Math.round(entry.score_ponderado))}
          </td>
          <td className="lb-col-average" data-label={t('columns.average')}>
            {t('points', { points: number(entry.puntuacion_promedio, 2) })}
          </td>
          <td className="lb-col-games" data-label={t('columns.games')}>
            {t('games', { count: entry.partidas_jugadas, multiplier: entry.multiplicador.toFixed(2) })}
          </td>
          <td className="lb-col-time" data-label={t('columns.time')}>
            {minutesSeconds(entry.tiempo_promedio)}
          </td>
        </>
      )}
    </tr>
  );
}
