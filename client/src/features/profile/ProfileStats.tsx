import { useTranslation } from '../../i18n/index.ts';
import type { StatsSummary } from '../../../../contracts/api/stats.ts';
import { minutesSeconds } from '../../lib/time-format.ts';
import { formatNumber } from '../../i18n/index.ts';

/** The six cards of the last 365 days, or the no-stats text when nothing was played. */
export function ProfileStats({ stats }: { stats: StatsSummary }) {
  const { t, i18n } = useTranslation('profile');
  const oneDecimal = (value: number) =>
    formatNumber(i18n.language, value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (stats.total_partidas <= 0)
    return (
      <p className="profile-no-stats" data-testid="profile-no-stats">
        {t('stats.noStats')}
      </p>
    );
  const cards = [
    { key: 'totalGames', value: formatNumber(i18n.language, stats.total_partidas) },
    { key: 'averageTime', value: minutesSeconds(stats.tiempo_promedio) },
    { key: 'averageStars', value: oneDecimal(stats.estrellas_promedio) },
    { key: 'averageScore', value: formatNumber(i18n.language, Math.round(stats.puntuacion_promedio)) },
    { key: 'averageAttempts', value: oneDecimal(stats.intentos_promedio) },
    { key: 'averageHints', value: oneDecimal(stats.pistas_promedio) },
  ] as const;
  return (
    <dl className="profile-stat-cards" data-testid="profile-stats">
      {cards.map(({ key, value }) => (
        <div key={key} className="profile-stat-card" data-testid={`stat-${key}`}>
          <dt>{t(`stats.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
