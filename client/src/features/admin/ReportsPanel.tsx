import { useId, useState } from 'react';
import { ACCIONES_REPORTE, type AccionReporte, type PreguntaReportada } from '../../../../contracts/api/reports.ts';
import { FieldError } from '../../components/FieldError.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { useLoad } from '../../lib/use-load.ts';
import { fetchReportQueue, resolveReports } from './api.ts';
import { QuestionHistory } from './QuestionHistory.tsx';
import { formatInstant } from './format.ts';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

/**
 * The players' reports: each reported question with its texts in both languages side by side, its
 * answer and sources, and every report; an admin dismisses them, marks them fixed or retires the
 * question, always with a note saying why (kept with the reports and who decided).
 */
export function ReportsPanel({ onError }: { onError(error: unknown): void }) {
  const { t } = useTranslation('admin');
  const { value: queue, reload } = useLoad(fetchReportQueue, [], { onError });
  const [done, setDone] = useState<PreguntaReportada | null>(null);

  const decided = async (question: PreguntaReportada) => {
    setDone(question);
    reload();
  };

  return (
    <section className="card admin-section" aria-labelledby="reports-title" data-testid="reports">
      <h2 id="reports-title">{t('reports.title')}</h2>
      <p>{t('reports.intro')}</p>
      <p className="admin-message" role="status" aria-live="polite" data-testid="reports-status">
        {done &&
          t('reports.done', {
            id: done.id,
            state: t(`reports.states.${done.reportes[0]?.estado ?? 'abierto'}`),
          })}
      </p>
      <h3>{t('reports.open')}</h3>
      {queue && queue.pendientes.length === 0 && <p>{t('reports.none')}</p>}
      {queue?.pendientes.map((question) => (
        <ReportedQuestion key={question.id} question={question} onDecided={decided} onError={onError} />
      ))}
      {queue && queue.resueltas.length > 0 && (
        <>
          <h3>{t('reports.resolved')}</h3>
          {queue.resueltas.map((question) => (
            <ReportedQuestion key={question.id} question={question} onDecided={decided} onError={onError} />
          ))}
        </>
      )}
    </section>
  );
}

function ReportedQuestion({
  question,
  onDecided,
  onError,
}: {
  question: PreguntaReportada;
  onDecided(question: PreguntaReportada): Promise<void>;
  onError(error: unknown): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const [nota, setNota] = useState('');
  const [noteError, setNoteError] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = question.abiertos > 0;

  const decide = async (accion: AccionReporte) => {
    if (nota.trim().length < 3) {
      setNoteError(true);
      return;
    }
    setBusy(true);
    try {
      await onDecided(await resolveReports(question.id, accion, nota));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const when = (iso: string) => formatInstant(iso, i18n.language);
  return (
    <article className="reported-question" data-testid="reported-question" data-question={question.id}>
      <h4>
        #{question.id} · {question.club ?? '—'}
        {question.dificultad !== null && ` · ${t('reports.difficulty', { n: question.dificultad })}`}
        {question.retirada && ` · ${t('reports.retired')}`}
        {open && ` · ${t('reports.reportsOf', { count: question.abiertos })}`}
      </h4>
      <p>
        <strong>{t('reports.answer')}:</strong> <span className="admin-mono">{question.respuesta}</span>
      </p>
      <ScrollRegion label={t('reports.textsOf', { id: question.id })} className="reported-texts">
        <table className="admin-table reported-table">
          <thead>
            <tr>
              <td />
              <th scope="col" lang="es">
                {t('reports.spanish')}
              </th>
              <th scope="col" lang="en">
                {t('reports.english')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('reports.question')}</th>
              <td lang="es" data-label={t('reports.spanish')}>
                {question.pregunta_es}
              </td>
              <td lang="en" data-label={t('reports.english')}>
                {question.pregunta_en}
              </td>
            </tr>
            {question.pistas.map((pista) => (
              <tr key={pista.orden}>
                <th scope="row">{t('reports.hint', { n: pista.orden })}</th>
                <td lang="es" data-label={t('reports.spanish')}>
                  {pista.texto_es}
                </td>
                <td lang="en" data-label={t('reports.english')}>
                  {pista.texto_en}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p>
        <strong>{t('reports.sources')}:</strong>
      </p>
      {question.fuentes.length === 0 ? (
        <p>{t('reports.noSources')}</p>
      ) : (
        <ul className="reported-sources">
          {question.fuentes.map((fuente) => (
            <li key={fuente.url}>
              <a href={fuente.url} target="_blank" rel="noopener noreferrer nofollow">
                {fuente.medio}
              </a>{' '}
              <span className="admin-data">{fuente.url}</span>
            </li>
          ))}
        </ul>
      )}
      <ul className="reports-list" data-testid="reports-list">
        {question.reportes.map((report) => (
          <li key={report.id} data-state={report.estado}>
            <p className="reports-meta">
              <strong>{t(`reports.reasons.${report.motivo}`)}</strong> ·{' '}
              {t('reports.reportLine', {
                date: report.fecha,
                who: report.usuario ?? t('reports.anonymous'),
                language: report.idioma,
              })}
            </p>
            <p className="reports-text">{report.texto}</p>
            {report.estado !== 'abierto' && (
              <p className="reports-meta">
                {t('reports.resolvedBy', {
                  state: t(`reports.states.${report.estado}`),
                  name: report.resuelto_por ?? '—',
                  when: report.resuelto_en ? when(report.resuelto_en) : '—',
                  note: report.nota ?? '',
                })}
              </p>
            )}
          </li>
        ))}
      </ul>
      <QuestionHistory id={question.id} onError={onError} />
      {open && (
        <div className="reports-decision">
          <div className={noteError ? 'field has-error' : 'field'}>
            <label htmlFor={`${id}-note`}>{t('reports.note')}</label>
            <textarea
              id={`${id}-note`}
              rows={2}
              maxLength={500}
              value={nota}
              aria-invalid={noteError || undefined}
              aria-describedby={noteError ? `${id}-error` : undefined}
              onChange={(event) => {
                setNota(event.target.value);
                setNoteError(false);
              }}
              data-testid="reports-note"
            />
            <FieldError id={`${id}-error`} text={noteError ? t('reports.noteTooShort') : undefined} />
          </div>
          <div className="admin-actions">
            {ACCIONES_REPORTE.map((accion) => (
              <button
                key={accion}
                type="button"
                className={accion === 'retirar' ? 'button button-danger' : 'button'}
                disabled={busy}
                aria-label={t('reports.actionLabel', { action: t(`reports.actions.${accion}`), id: question.id })}
                data-testid={`reports-${accion}`}
                onClick={() => decide(accion)}
              >
                {t(`reports.actions.${accion}`)}
              </button>
            ))}
          </div>
        </div>
      )}
    </article>
  );
}
