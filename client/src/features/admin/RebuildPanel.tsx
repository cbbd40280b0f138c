import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { realtime } from '../../lib/realtime.ts';
import type { RebuildProgress, RebuildResult } from '../../../../contracts/api/admin.ts';
import { rebuildProjections } from './api.ts';

type Progress = Pick<RebuildProgress, 'step' | 'done' | 'total'>;

/** Rebuilds every projection from the events; the server pushes progress to this admin's sockets. */
export function RebuildPanel({ onError }: { onError(error: unknown): void }) {
  const { t } = useTranslation('admin');
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<RebuildResult | null>(null);

  useEffect(
    () =>
      realtime.subscribe((message) => {
        if (message.type === 'rebuild-progress')
          setProgress({ step: message.step, done: message.done, total: message.total });
      }),
    [],
  );

  const rebuild = async () => {
    setRunning(true);
    setProgress(null);
    setResult(null);
    try {
      setResult(await rebuildProjections());
    } catch (error) {
      onError(error);
    } finally {
      setRunning(false);
    }
  };

  return (
    <section className="card admin-section" aria-labelledby="rebuild-title" data-testid="rebuild">
      <h2 id="rebuild-title">{t('rebuild.title')}</h2>
      <p>{t('rebuild.intro')}</p>
      <button type="button" className="button" disabled={running} data-testid="rebuild-button" onClick={rebuild}>
        {running ? t('rebuild.running') : t('rebuild.button')}
      </button>
      <div role="status" aria-live="polite" data-testid="rebuild-status">
        {running && progress && (
          <>
            <progress max={progress.total || 1} value={progress.done} aria-label={progress.step} />
            <p>
              {t('rebuild.progress', {
                step: t(`rebuild.steps.${progress.step}`),
                done: progress.done,
                total: progress.total,
              })}
            </p>
          </>
        )}
        {result && (
          <>
            <p>{t('rebuild.done', { count: result.events, seconds: result.seconds })}</p>
            <table className="admin-table" data-testid="rebuild-counts">
              <thead>
                <tr>
                  <th scope="col">{t('rebuild.table')}</th>
                  <th scope="col">{t('rebuild.rows')}</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(result.filas).map(([table, rows]) => (
                  <tr key={table}>
                    <td className="admin-mono">{table}</td>
                    <td>{rows}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </section>
  );
}
