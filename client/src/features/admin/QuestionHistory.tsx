import { useState } from 'react';
import type { HistoryEvent } from '../../../../contracts/api/admin.ts';
import type { QuestionEdited, QuestionReportsResolved } from '../../../../contracts/events.ts';
import { useTranslation } from '../../i18n/index.ts';
import { fetchQuestionHistory } from './api.ts';
import { formatInstant } from './format.ts';

/**
 * A question's history (its `question-<id>` events): the reports' decisions and the editor's changes,
 * each with the admin and why; read when the admin opens it (again after `version` changes).
 */
export function QuestionHistory({
  id,
  version = 0,
  onError,
}: {
  id: number;
  /** Bumped after a change: an open history reads the question's events again. */
  version?: number;
  onError(error: unknown): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const [events, setEvents] = useState<HistoryEvent[] | null>(null);
  const load = async (open: boolean) => {
    if (!open) return;
    try {
      setEvents(await fetchQuestionHistory(id));
    } catch (error) {
      onError(error);
    }
  };
  const line = (event: HistoryEvent) => {
    if (event.type === 'QuestionEdited') {
      const data = event.data as QuestionEdited['data'];
      const [only] = data.cambios;
      if (data.cambios.length === 1 && only.campo === 'retirada')
        return t(only.despues ? 'editor.historyRetired' : 'editor.historyRestored', {
          admin: data.adminId,
          reason: data.motivo,
        });
      return t(data.creada ? 'editor.historyCreated' : 'editor.historyEdited', {
        admin: data.adminId,
        fields: data.cambios.map((c) => c.campo).join(', '),
        reason: data.motivo,
      });
    }
    const data = event.data as QuestionReportsResolved['data'];
    return t('reports.historyLine', {
      action: t(`reports.actions.${data.accion}`),
      admin: data.adminId,
      count: data.reportes,
      note: data.nota,
    });
  };
  return (
    <details
      key={version}
      className="question-history"
      onToggle={(event) => load(event.currentTarget.open)}
      data-testid="question-history-details"
    >
      <summary data-testid="question-history-toggle">{t('reports.history')}</summary>
      {events && events.length === 0 && <p>{t('reports.noHistory')}</p>}
      {events && events.length > 0 && (
        <ol data-testid="question-history">
          {events.map((event) => (
            <li key={event.global_position}>
              <span className="admin-mono">{formatInstant(event.occurred_at, i18n.language)}</span> · {line(event)}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
