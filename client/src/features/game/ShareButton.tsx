import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { share, type ShareOutcome } from '../../lib/share.ts';
import './i18n.ts';

/** Shares (or copies) the emoji summary and confirms it in a live region. */
export function ShareButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const message = outcome === 'copied' ? t('game.share.copied') : outcome === 'failed' ? t('game.share.failed') : '';
  return (
    <div className="share">
      <button
        type="button"
        className="button"
        data-testid="share-button"
        onClick={async () => setOutcome(await share(text))}
      >
        {t('game.share.button')}
      </button>
      <p className="share-status" role="status" data-testid="share-status">
        {message}
      </p>
    </div>
  );
}
