import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/Loading.tsx';
import { fetchExtraStats, type ExtraStatsData } from './api.ts';
import './profile-stats.css';

/**
 * The profile's extra statistics: current and best streak and the guess distribution as a bar
 * chart whose every bar also shows its number (colour and length are never the only signal).
 */
export function ExtraStats() {
  const { t, i18n } = useTranslation();
  const [data, setData] = useState<ExtraStatsData | 'loading' | 'error'>('loading');
  const locale = i18n.language === 'en' ? 'en-GB' : 'es-ES';

  useEffect(() => {
    let current = true;
    fetchExtraStats().then(
      (stats) => current && setData(stats),
      () => current && setData('error'),
    );
    return () => {
      current = false;
    };
  }, []);

  if (data === 'loading') return <Loading />;
  if (data === 'error') return <p className="extra-stats-note" role="status" data-testid="extra-stats-error">{t('profileStats.loadError')}</p>;

  const { victorias_por_intentos: wins, derrotas } = data.distribucion_intentos;
  const bars = [
    ...(['1', '2', '3', '4', '5'] as const).map((attempts) => ({ key: attempts, label: t('profileStats.attempts', { count: Number(attempts) }), value: wins[attempts], loss: false })),
    { key: 'losses', label: t('profileStats.losses'), value: derrotas, loss: true },
  ];
  const most = Math.max(1, ...bars.map((bar) => bar.value));
  const cards = [
    { key: 'currentStreak', value: data.racha_actual },
    { key: 'bestStreak', value: data.mejor_racha },
    { key: 'wins', value: data.partidas_ganadas },
    { key: 'winRate', value: data.porcentaje_victorias },
  ];

  return (
    <section className="card extra-stats" aria-labelledby="extra-stats-title" data-testid="extra-stats">
      <h2 id="extra-stats-title">{t('profileStats.title')}</h2>
      <dl className="extra-stats-cards">
        {cards.map(({ key, value }) => (
          <div key={key} className="extra-stats-card" data-testid={`extra-${key}`}>
            <dt>{t(`profileStats.${key}`)}</dt>
            <dd>{value.toLocaleString(locale)}</dd>
          </div>
        ))}
      </dl>
      <p className="extra-stats-note">{t('profileStats.streakNote')}</p>
      <h3 id="extra-stats-distribution">{t('profileStats.distribution')}</h3>
      <p className="extra-stats-note">{t('profileStats.distributionNote')}</p>
      <ul className="guess-bars" aria-labelledby="extra-stats-distribution" data-testid="guess-distribution">
        {bars.map((bar) => (
          <li key={bar.key} className={bar.loss ? 'guess-bar guess-bar-loss' : 'guess-bar'} data-testid={`guess-${bar.key}`}>
            <span className="guess-bar-label">{bar.label}</span>
            <span className="guess-bar-track" aria-hidden="true">
              <span className="guess-bar-fill" style={{ width: `${(bar.value / most) * 100}%` }} />
            </span>
            <span className="guess-bar-value">
              {bar.value.toLocaleString(locale)}
              <span className="visually-hidden"> ({t('profileStats.games', { count: bar.value })})</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
