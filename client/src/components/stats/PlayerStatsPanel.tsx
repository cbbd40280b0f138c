import { useId } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import './stats.css';
import { formatNumber } from '../../i18n/index.ts';

/** The figures the panel shows: the server's stats answer, or the browser's own history. */
export type PanelStats = {
  total_partidas: number;
  partidas_ganadas: number;
  porcentaje_victorias: number;
  racha_actual: number;
  mejor_racha: number;
  distribucion_intentos: { victorias_por_intentos: Record<'1' | '2' | '3' | '4' | '5', number>; derrotas: number };
};

export type StatCard = 'played' | 'wins' | 'winRate' | 'currentStreak' | 'bestStreak';

const VALUE: Record<StatCard, (stats: PanelStats) => number> = {
  played: (stats) => stats.total_partidas,
  wins: (stats) => stats.partidas_ganadas,
  winRate: (stats) => stats.porcentaje_victorias,
  currentStreak: (stats) => stats.racha_actual,
  bestStreak: (stats) => stats.mejor_racha,
};

/**
 * Streak cards and the guess distribution as a bar chart whose every bar also shows its number
 * (colour and length are never the only signal). `marked` is the bar of the play just finished.
 */
export function PlayerStatsPanel({
  stats,
  cards,
  marked,
  title,
  note,
  distributionNote,
  level = 2,
  titleId,
}: {
  stats: PanelStats;
  cards: readonly StatCard[];
  marked?: '1' | '2' | '3' | '4' | '5' | 'losses';
  title: string;
  note?: string;
  distributionNote?: string;
  /** The heading level of its title (3 inside a section that has its own, like the result modal). */
  level?: 2 | 3;
  /** The id of its title, for a dialog it names. */
  titleId?: string;
}) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const headingId = titleId ?? `${id}-title`;
  const Title = level === 2 ? 'h2' : 'h3';
  const Subtitle = level === 2 ? 'h3' : 'h4';
  const { victorias_por_intentos: wins, derrotas } = stats.distribucion_intentos;
  const bars = [
    ...(['1', '2', '3', '4', '5'] as const).map((attempts) => ({
      key: attempts,
      label: t('stats.attempts', { count: Number(attempts) }),
      value: wins[attempts],
    })),
    { key: 'losses' as const, label: t('stats.losses'), value: derrotas },
  ];
  const most = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <section className="card extra-stats" aria-labelledby={headingId} data-testid="extra-stats">
      <Title id={headingId}>{title}</Title>
      <dl className="extra-stats-cards">
        {cards.map((key) => (
          <div key={key} className="extra-stats-card" data-testid={`extra-${key}`}>
            <dt>{t(`stats.${key}`)}</dt>
            <dd>{formatNumber(i18n.language, VALUE[key](stats))}</dd>
          </div>
        ))}
      </dl>
      {note && <p className="extra-stats-note">{note}</p>}
      <Subtitle id={`${id}-distribution`}>{t('stats.distribution')}</Subtitle>
      {distributionNote && <p className="extra-stats-note">{distributionNote}</p>}
      <ul className="guess-bars" aria-labelledby={`${id}-distribution`} data-testid="guess-distribution">
        {bars.map((bar) => {
          const own = bar.key === marked;
          const classes = ['guess-bar', bar.key === 'losses' ? 'guess-bar-loss' : '', own ? 'guess-bar-own' : '']
            .filter(Boolean)
            .join(' ');
          return (
            <li
              key={bar.key}
              className={classes}
              data-testid={`guess-${bar.key}`}
              aria-current={own ? 'true' : undefined}
            >
              <span className="guess-bar-label">{bar.label}</span>
              <span className="guess-bar-track" aria-hidden="true">
                <span className="guess-bar-fill" style={{ width: `${(bar.value / most) * 100}%` }} />
              </span>
              <span className="guess-bar-value">
                {formatNumber(i18n.language, bar.value)}
                <span className="visually-hidden">
                  {' '}
                  ({t('stats.games', { count: bar.value })}
                  {own ? `, ${t('stats.yours')}` : ''})
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
