import { useState, type CSSProperties } from 'react';
import { markOf } from '../../components/board/marks.ts';
import { useTranslation } from '../../i18n/index.ts';
import { share as sendShare, type ShareOutcome } from '../../lib/share.ts';
import { shareText, type ShareInput } from './share.ts';

/**
 * What a share sends, shown before it goes: its first lines and the grid of colours, each square
 * with its mark as on the board (no letter, never the answer).
 */
function SharePreview({ share }: { share: ShareInput }) {
  const { t } = useTranslation('game');
  const [heading, starLine] = shareText(share).split('\n');
  const columns = share.rows[0]?.length ?? 0;
  return (
    <figure className="share-preview" data-testid="share-preview">
      <figcaption>{t('share.preview')}</figcaption>
      <p className="share-preview-text">
        {heading}
        <br />
        {starLine}
      </p>
      <div className="share-grid" role="img" aria-label={t('share.previewGrid')}>
        {share.rows.map((row, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its attempt, by position
          <div key={r} className="share-row" style={{ '--columns': columns } as CSSProperties}>
            {row.map((status, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a mark is its place in the row
              <span key={i} className={`share-cell share-${status}`} data-status={status}>
                {markOf(status)}
              </span>
            ))}
          </div>
        ))}
      </div>
    </figure>
  );
}

/** Shares (or copies) the emoji summary, previewed above it, and confirms it in a live region. */
export function ShareButton({ share }: { share: ShareInput }) {
  const { t } = useTranslation('game');
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const message = outcome === 'copied' ? t('share.copied') : outcome === 'failed' ? t('share.failed') : '';
  return (
    <div className="share">
      <SharePreview share={share} />
      <button
        type="button"
        className="button"
        data-testid="share-button"
        onClick={async () => setOutcome(await sendShare(shareText(share)))}
      >
        {t('share.button')}
      </button>
      <p className="share-status" role="status" data-testid="share-status">
        {message}
      </p>
    </div>
  );
}
