import { useTranslation } from '../../i18n/index.ts';
import type { SchedulerStats, VerificationResult } from '../../../../contracts/api/admin.ts';
import './admin.css';

/** The answer of POST /scheduler/verificar, field by field. */
export function VerificationPanel({ result }: { result: VerificationResult }) {
  const { t } = useTranslation('admin');
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  return (
    <div className="admin-panel" data-testid="verification-result">
      <p className="admin-message">{result.mensaje}</p>
      <dl className="admin-facts">
        <div>
          <dt>{t('verification.newQuestion')}</dt>
          <dd data-testid="verification-new">{yesNo(result.nueva_pregunta_asignada)}</dd>
        </div>
        <div>
          <dt>{t('verification.dayChange')}</dt>
          <dd>{yesNo(result.cambio_de_dia)}</dd>
        </div>
        <div>
          <dt>{t('verification.date')}</dt>
          <dd>{result.fecha}</dd>
        </div>
        <div>
          <dt>{t('verification.question')}</dt>
          <dd>
            #{result.pregunta_id} · {result.pregunta_jugador}
          </dd>
        </div>
      </dl>
      {result.warning && (
        <p className="admin-warning" role="alert">
          <strong>{t('verification.warning')}:</strong> {result.warning}
        </p>
      )}
    </div>
  );
}

/** GET /scheduler/estadisticas as a readable panel: clock, today's question, the 90-day rule, what comes next. */
export function SchedulerStatsPanel({ stats }: { stats: SchedulerStats }) {
  const { t } = useTranslation('admin');
  const { preguntas_diarias: daily, regla_90_dias: rule } = stats;
  return (
    <div className="admin-panel" data-testid="scheduler-stats">
      <dl className="admin-facts">
        <div>
          <dt>{t('stats.timezone')}</dt>
          <dd>{stats.zona_horaria}</dd>
        </div>
        <div>
          <dt>{t('stats.date')}</dt>
          <dd>{stats.fecha_actual}</dd>
        </div>
        <div>
          <dt>{t('stats.time')}</dt>
          <dd>{stats.hora_actual}</dd>
        </div>
      </dl>
      <h3>{t('stats.daily')}</h3>
      <dl className="admin-facts">
        <div>
          <dt>{t('stats.totalAssigned')}</dt>
          <dd>{daily.total_asignadas}</dd>
        </div>
        <div>
          <dt>{t('stats.current')}</dt>
          <dd>
            {daily.pregunta_actual
              ? `#${daily.pregunta_actual.pregunta_id} · ${daily.pregunta_actual.jugador}`
              : t('stats.unassigned')}
          </dd>
        </div>
      </dl>
      <h3>{t('stats.rule')}</h3>
      <dl className="admin-facts">
        <div>
          <dt>{t('stats.totalQuestions')}</dt>
          <dd>{rule.total_preguntas_sistema}</dd>
        </div>
        <div>
          <dt>{t('stats.used')}</dt>
          <dd>{rule.usadas_ultimos_90_dias}</dd>
        </div>
        <div>
          <dt>{t('stats.available')}</dt>
          <dd data-testid="stats-available">{rule.disponibles_para_asignar}</dd>
        </div>
        <div>
          <dt>{t('stats.percent')}</dt>
          <dd>{rule.porcentaje_disponible} %</dd>
        </div>
      </dl>
      <div className="admin-columns">
        <section>
          <h3>{t('stats.candidates')}</h3>
          <p className="admin-help" data-testid="candidates-rule">
            {t('stats.rulePick', { count: stats.candidatas_al_azar })}
          </p>
          <ul className="admin-list">
            {stats.proximas_candidatas.map((candidate) => (
              <li key={candidate.id} data-testid="candidate">
                #{candidate.id} · {candidate.jugador} · {t(`stats.difficulty.${candidate.dificultad}`)}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h3>{t('stats.history')}</h3>
          <ul className="admin-list">
            {stats.historial_reciente.map((day) => (
              <li key={day.fecha}>
                <span className="admin-mono">{day.fecha}</span> · {day.jugador}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
