// The player's achievements (issue 30): each earned one with its date, the others with how far the
// player is; and the ones a play just earned, announced at its end.
import type { Logro } from '../../../../contracts/api/achievements.ts';
import { formatDate, formatNumber, useTranslation } from '../../i18n/index.ts';
import { useAchievements } from './use-achievements.ts';
import './achievements.css';

/** The one not yet earned that is nearest its goal (the next to come). */
function nextOf(logros: Logro[]): Logro | null {
  let next: Logro | null = null;
  for (const logro of logros) {
    if (logro.conseguido) continue;
    const share = logro.progreso.actual / logro.progreso.objetivo;
    if (!next || share > next.progreso.actual / next.progreso.objetivo) next = logro;
  }
  return next;
}

/** The profile's section: how many are earned, the next one, then every achievement. */
export function AchievementList() {
  const { t } = useTranslation('achievementList');
  const { logros, failed } = useAchievements();
  const earned = logros?.filter((logro) => logro.conseguido).length ?? 0;
  const next = logros ? nextOf(logros) : null;
  return (
    <section className="achievements" aria-labelledby="achievements-title" data-testid="achievements">
      <h2 id="achievements-title">{t('title')}</h2>
      {failed && <p role="alert">{t('error')}</p>}
      {logros && (
        <>
          <p className="achievements-summary" data-testid="achievements-summary">
            {t('summary', { earned, total: logros.length })}
            {next && <> · {t('next', { nombre: next.nombre })}</>}
          </p>
          <p className="achievements-summary" data-testid="achievements-rule">
            {t('rule')}
          </p>
          <ul className="achievements-grid">
            {logros.map((logro) => (
              <AchievementCard key={logro.codigo} logro={logro} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function AchievementCard({ logro }: { logro: Logro }) {
  const { t, i18n } = useTranslation('achievementList');
  const { actual, objetivo } = logro.progreso;
  const number = (value: number) => formatNumber(i18n.language, value);
  return (
    <li
      className={`card achievement ${logro.conseguido ? 'achievement-earned' : 'achievement-locked'}`}
      data-testid="achievement"
      data-code={logro.codigo}
      data-earned={logro.conseguido}
    >
      <span className="achievement-icon" aria-hidden="true">
        {logro.icono}
      </span>
      <div className="achievement-text">
        <h3>{logro.nombre}</h3>
        <p>{logro.descripcion}</p>
        {logro.conseguido && logro.fecha ? (
          <p className="achievement-state" data-testid="achievement-date">
            <span aria-hidden="true">✓ </span>
            {t('earnedOn', { fecha: formatDate(i18n.language, new Date(logro.fecha), 'long', 'local') })}
          </p>
        ) : (
          <p className="achievement-state">
            <progress
              value={actual}
              max={objetivo}
              aria-label={t('progressLabel', { nombre: logro.nombre })}
              data-testid="achievement-progress"
            />
            <span>{t('progress', { actual: number(actual), objetivo: number(objetivo) })}</span>
          </p>
        )}
      </div>
    </li>
  );
}

/** At the end of a play: the achievements it earned (codes from the push, or found earned by that day's play). */
export function EarnedNow({ codes, fecha }: { codes: readonly string[]; fecha: string }) {
  const { t } = useTranslation('achievementList');
  const { logros } = useAchievements();
  // The play's own rows are written with its last guess, so they are there when the result opens.
  const recent = Date.now() - 15 * 60_000;
  const earned =
    logros?.filter(
      (logro) =>
        logro.conseguido &&
        (codes.includes(logro.codigo) ||
          (logro.fecha_partida === fecha && logro.fecha !== null && Date.parse(logro.fecha) >= recent)),
    ) ?? [];
  if (earned.length === 0) return null;
  return (
    <section className="achievements-now" aria-labelledby="achievements-now-title" data-testid="achievements-now">
      <h3 id="achievements-now-title">{t('earnedNow', { count: earned.length })}</h3>
      <ul>
        {earned.map((logro) => (
          <li key={logro.codigo} data-testid="achievement-now" data-code={logro.codigo}>
            <span className="achievement-icon" aria-hidden="true">
              {logro.icono}
            </span>
            <span>
              <strong>{logro.nombre}</strong> — {logro.descripcion}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
