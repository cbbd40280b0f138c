import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { formatDate } from '../i18n/index.ts';
import { readOwnRecord } from '../lib/daily-game.ts';
import './offline-notice.css';

/** A stored 'YYYY-MM-DD' as a long date of the page's language (the date as written, whatever the zone). */
function longDate(fecha: string, language: string): string {
  const date = new Date(`${fecha}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? fecha : formatDate(language, date, 'long');
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * While the browser has no network: what happened, that it mends itself, and the last result this
 * browser remembers. The status region is always there (empty online), so its news is announced.
 */
export function OfflineNotice() {
  const { t, i18n } = useTranslation('common');
  const online = useOnline();
  const [open, setOpen] = useState(true);
  const record = online ? null : readOwnRecord();
  const result = record?.gameResult;
  return (
    <div role="status" aria-live="polite" data-testid="offline-notice">
      {!online && (
        <div className="offline-notice">
          <div className="offline-notice-head">
            <h2 className="offline-notice-title">
              <svg
                width="22"
                height="22"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5a15 15 0 0 1 11.3 3.8M5 12.5a10 10 0 0 1 5.2-2.4M16.9 12.3a10 10 0 0 1 2.1 1.3M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
              </svg>
              {t('offline.title')}
            </h2>
            <button
              type="button"
              className="offline-notice-toggle"
              aria-expanded={open}
              aria-controls="offline-notice-body"
              onClick={() => setOpen(!open)}
            >
              {t(open ? 'offline.hide' : 'offline.show')}
            </button>
          </div>
          <div id="offline-notice-body" hidden={!open}>
            <p>{t('offline.text')}</p>
            {record && result && (
              <>
                <h3 className="offline-notice-subtitle">{t('offline.lastResult')}</h3>
                <dl className="offline-notice-result" data-testid="offline-last-result">
                  <div>
                    <dt>{t('offline.date')}</dt>
                    <dd>{longDate(record.lastPlayedDate, i18n.language)}</dd>
                  </div>
                  <div>
                    <dt>{t('offline.result')}</dt>
                    <dd>{t(result.gameWon ? 'offline.won' : 'offline.lost')}</dd>
                  </div>
                  <div>
                    <dt>{t('offline.score')}</dt>
                    <dd>{t('offline.points', { count: result.score })}</dd>
                  </div>
                  <div>
                    <dt>{t('offline.stars')}</dt>
                    <dd>{t('offline.starsValue', { count: result.stars })}</dd>
                  </div>
                </dl>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
