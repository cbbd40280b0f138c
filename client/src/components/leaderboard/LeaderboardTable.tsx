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
import './leaderboard.css';
import './i18n.ts';

/** The periods in tab order (daily first, the default). */
const PERIODS = Object.values(PERIOD_PATHS);

const MEDALS: Record<number, { className: string; emoji: string }> = {
  1: { className: 'lb-gold', emoji: '🥇' },
  2: { className: 'lb-silver', emoji: '🥈' },
  3: { className: 'lb-bronze', emoji: '🥉' },
};

/** Daily / weekly / monthly tabs (arrow keys, Home and End move between them); they control #lb-panel. */
export function PeriodTabs({ active, onChange }: { active: Periodo; onChange: (periodo: Periodo) => void }) {
  const { t } = useTranslation();
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
    <div className="lb-tabs" role="tablist" aria-label={t('leaderboard.tabsLabel')}>
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
          {t(`leaderboard.tabs.${periodo}`)}
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
  const { t, i18n } = useTranslation();
  const day = (fecha: string) => formatDate(i18n.language, new Date(`${fecha}T12:00:00Z`), 'dayMonth');
  const daily = data.periodo === 'diario';
  const ownOutside = own !== null && !data.ranking.some((entry) => entry.usuario_id === own.usuario_id);
  const columns = daily
    ? ['position', 'player', 'points', 'time']
    : ['position', 'player', 'score', 'average', 'games', 'time'];
  const row = (entry: LeaderboardEntry) => {
    const version = flashes.get(entry.usuario_id) ?? 0;
    return (
      <Row key={`${entry.usuario_id}:${version}`} entry={entry} me={entry.usuario_id === myId} flash={version > 0} />
    );
  };

  return (
    <>
      <p className="lb-period" data-testid="lb-period">
        {t(`leaderboard.period.${data.periodo}`)}
        {!daily && (
          <span className="lb-range">
            {' '}
            · {t('leaderboard.range', { desde: day(data.desde), hasta: day(data.hasta) })}
          </span>
        )}
      </p>
      <p className="lb-participants" data-testid="lb-participants">
        {t('leaderboard.participants', { count: data.totalParticipantes })}
      </p>
      {data.ranking.length === 0 && !own ? (
        <p className="lb-empty" data-testid="lb-no-data">
          {t('leaderboard.noData')}
        </p>
      ) : (
        // Phones lay each row out as a card (leaderboard.css); wider, a table that may scroll sideways
        // between the two: focusable, so the keyboard can scroll it too.
        <div
          className="lb-table-wrap"
          role="region"
          tabIndex={0}
          aria-label={t('leaderboard.caption', { period: t(`leaderboard.tabs.${data.periodo}`) })}
        >
          <table className={`lb-table ${daily ? 'lb-daily' : 'lb-period-table'}`} data-testid="lb-table">
            <caption className="visually-hidden">
              {t('leaderboard.caption', { period: t(`leaderboard.tabs.${data.periodo}`) })}
            </caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className={`lb-col-${column}`}>
                    {t(`leaderboard.columns.${column}`)}
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
                    <span className="visually-hidden">{t('leaderboard.separator')}</span>
                  </td>
                </tr>
              )}
              {ownOutside && row(own)}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function Row({ entry, me, flash }: { entry: LeaderboardEntry; me: boolean; flash: boolean }) {
  const { t, i18n } = useTranslation();
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
          <span className="lb-medal" role="img" aria-label={t(`leaderboard.medal.${entry.posicion}`)}>
            {medal.emoji}
          </span>
        )}
        <span className="lb-position">{entry.posicion}</span>
      </td>
      <th scope="row" className="lb-col-player">
        <span className="lb-username">{entry.username}</span>
        {me && (
          <span className="lb-you" data-testid="lb-you">
            {t('leaderboard.you')}
          </span>
        )}
      </th>
      {'puntuacion' in entry ? (
        <>
          <td className="lb-col-points" data-testid="lb-points">
            {t('leaderboard.points', { points: number(entry.puntuacion) })}
          </td>
          <td className="lb-col-time" data-label={t('leaderboard.columns.time')}>
            {minutesSeconds(entry.tiempo_segundos)}
          </td>
        </>
      ) : (
        <>
          <td className="lb-col-score" data-testid="lb-points">
            {number(Math.round(entry.score_ponderado))}
          </td>
          <td className="lb-col-average" data-label={t('leaderboard.columns.average')}>
            {t('leaderboard.points', { points: number(entry.puntuacion_promedio, 2) })}
          </td>
          <td className="lb-col-games" data-label={t('leaderboard.columns.games')}>
            {t('leaderboard.games', { count: entry.partidas_jugadas, multiplier: entry.multiplicador.toFixed(2) })}
          </td>
          <td className="lb-col-time" data-label={t('leaderboard.columns.time')}>
            {minutesSeconds(entry.tiempo_promedio)}
          </td>
        </>
      )}
    </tr>
  );
}
