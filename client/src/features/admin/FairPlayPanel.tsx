import { useState } from 'react';
import type { FairPlayItem, FairPlayVerdictName } from '../../../../contracts/api/admin.ts';
import type { FairPlayFlag } from '../../../../contracts/events.ts';
import { useTranslation } from '../../i18n/index.ts';
import { useLoad } from '../../lib/use-load.ts';
import { fetchFairPlayQueue, judgePlay } from './api.ts';
import { formatInstant } from './format.ts';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

const FLAG_KEYS = {
  'too-fast': 'tooFast',
  fast: 'fast',
  'browser-changed': 'browserChanged',
  'anti-exploit': 'antiExploit',
} as const satisfies Record<FairPlayFlag, string>;

/**
 * The fair-play queue: signed-in players' plays flagged when they ended, each confirmed (out of the
 * rankings) or cleared (in) by an admin; the server pushes the leaderboards again either way.
 */
export function FairPlayPanel({ onError }: { onError(error: unknown): void }) {
  const { t, i18n } = useTranslation('admin');
  const { value: queue, loading, reload } = useLoad(fetchFairPlayQueue, [], { onError });
  const [busy, setBusy] = useState<string | null>(null);
  /** The last verdict given here, said in the page's current language. */
  const [judged, setJudged] = useState<FairPlayItem | null>(null);

  const judge = async (item: FairPlayItem, verdict: FairPlayVerdictName) => {
    setBusy(item.stream_id);
    try {
      setJudged(await judgePlay(item.stream_id, verdict));
      reload();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };

  const flags = (item: FairPlayItem) => item.marcas.map((flag) => t(`fairPlay.flags.${FLAG_KEYS[flag]}`)).join(', ');
  const time = (item: FairPlayItem) =>
    t('fairPlay.time', { seconds: item.segundos, floor: item.minimo_segundos, review: item.revision_segundos });
  const ranks = (item: FairPlayItem) => t(item.clasifica ? 'yes' : 'no');

  const table = (items: FairPlayItem[], reviewed: boolean, testId: string) => (
    <ScrollRegion className="admin-table-wrap" label={t(reviewed ? 'fairPlay.reviewed' : 'fairPlay.pending')}>
      <table className="admin-table fair-play-table phone-cards" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('fairPlay.columns.player')}</th>
            <th scope="col">{t('fairPlay.columns.date')}</th>
            <th scope="col">{t('fairPlay.columns.flags')}</th>
            <th scope="col">{t('fairPlay.columns.time')}</th>
            <th scope="col">{t('fairPlay.columns.score')}</th>
            <th scope="col">{t('fairPlay.columns.ranks')}</th>
            <th scope="col">{t(reviewed ? 'fairPlay.columns.verdict' : 'fairPlay.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.stream_id} data-stream={item.stream_id}>
              <td>{item.username}</td>
              <td className="admin-mono">{item.fecha}</td>
              <td data-label={t('fairPlay.columns.flags')}>{flags(item)}</td>
              <td data-label={t('fairPlay.columns.time')}>{time(item)}</td>
              <td data-label={t('fairPlay.columns.score')}>{item.puntuacion}</td>
              <td data-label={t('fairPlay.columns.ranks')} data-testid="fair-play-ranks">
                {ranks(item)}
              </td>
              <td className="fair-play-verdict">
                {reviewed ? (
                  <>
                    {t('fairPlay.by', {
                      verdict: item.veredicto ? t(`fairPlay.verdicts.${item.veredicto}`) : '—',
                      name: item.revisor ?? '—',
                    })}
                    <br />
                    <span className="admin-mono">
                      {item.revisada_en && formatInstant(item.revisada_en, i18n.language)}
                    </span>
                  </>
                ) : (
                  <div className="admin-actions">
                    <button
                      type="button"
                      className="button"
                      disabled={busy !== null || loading}
                      aria-label={t('fairPlay.confirmLabel', { player: item.username, date: item.fecha })}
                      onClick={() => judge(item, 'confirmed')}
                    >
                      {t('fairPlay.confirm')}
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={busy !== null || loading}
                      aria-label={t('fairPlay.clearLabel', { player: item.username, date: item.fecha })}
                      onClick={() => judge(item, 'cleared')}
                    >
                      {t('fairPlay.clear')}
                    </button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );

  return (
    <section className="card admin-section" aria-labelledby="fair-play-title" data-testid="fair-play">
      <h2 id="fair-play-title">{t('fairPlay.title')}</h2>
      <p>{t('fairPlay.intro')}</p>
      <p className="admin-message" role="status" aria-live="polite" data-testid="fair-play-status">
        {judged &&
          t('fairPlay.done', {
            player: judged.username,
            date: judged.fecha,
            verdict: judged.veredicto ? t(`fairPlay.verdicts.${judged.veredicto}`) : '—',
            ranks: t(judged.clasifica ? 'fairPlay.ranksNow' : 'fairPlay.outNow'),
          })}
      </p>
      <h3>{t('fairPlay.pending')}</h3>
      {queue && queue.pendientes.length === 0 && <p>{t('fairPlay.none')}</p>}
      {queue && queue.pendientes.length > 0 && table(queue.pendientes, false, 'fair-play-pending')}
      {queue && queue.revisadas.length > 0 && (
        <>
          <h3>{t('fairPlay.reviewed')}</h3>
          {table(queue.revisadas, true, 'fair-play-reviewed')}
        </>
      )}
    </section>
  );
}
