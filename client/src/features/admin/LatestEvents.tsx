import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useLoad } from '../../lib/use-load.ts';
import { isPlayStreamId } from '../../../../contracts/streams.ts';
import { fetchLatestEvents } from './api.ts';
import { compactJson, formatInstant } from './format.ts';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

/** The latest events of every stream, newest first, optionally of one type. */
export function LatestEvents({
  onOpenPlay,
  onError,
}: {
  onOpenPlay(streamId: string): void;
  onError(error: unknown): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const [type, setType] = useState('');
  const {
    value: loaded,
    loading,
    reload,
    replace,
  } = useLoad(() => fetchLatestEvents({ type: type || undefined }), [type], {
    onError,
  });
  const types = loaded?.tipos ?? [];
  const [more, setMore] = useState(false);
  const busy = loading || more;

  /** The page after the last one shown, added below it. */
  const loadMore = async (before: number) => {
    setMore(true);
    try {
      const page = await fetchLatestEvents({ type: type || undefined, before });
      replace((current) => ({ ...page, eventos: [...(current?.eventos ?? []), ...page.eventos] }));
    } catch (error) {
      onError(error);
    } finally {
      setMore(false);
    }
  };

  return (
    <section className="card admin-section" aria-labelledby="latest-events-title" data-testid="latest-events">
      <h2 id="latest-events-title">{t('events.title')}</h2>
      <div className="admin-toolbar">
        <div className="field">
          <label htmlFor="event-type">{t('events.type')}</label>
          <select
            id="event-type"
            value={type}
            data-testid="event-type"
            onChange={(event) => setType(event.target.value)}
          >
            <option value="">{t('events.all')}</option>
            {types.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button-secondary button-small" disabled={busy} onClick={reload}>
          {t('events.refresh')}
        </button>
      </div>
      {loaded && loaded.eventos.length === 0 && <p>{t('events.none')}</p>}
      {loaded && loaded.eventos.length > 0 && (
        <ScrollRegion className="admin-table-wrap" label={t('events.title')}>
          <table className="admin-table admin-events phone-cards" data-testid="latest-events-table">
            <colgroup>
              <col className="admin-events-position" />
              <col className="admin-events-stream" />
              <col className="admin-events-version" />
              <col className="admin-events-type" />
              <col className="admin-events-time" />
              <col />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">{t('events.columns.position')}</th>
                <th scope="col">{t('events.columns.stream')}</th>
                <th scope="col">{t('events.columns.version')}</th>
                <th scope="col">{t('events.columns.type')}</th>
                <th scope="col">{t('events.columns.time')}</th>
                <th scope="col">{t('events.columns.data')}</th>
              </tr>
            </thead>
            <tbody>
              {loaded.eventos.map((event) => (
                <tr key={event.global_position} data-type={event.type}>
                  <td className="admin-mono">{event.global_position}</td>
                  <td className="admin-mono admin-stream" data-label={t('events.columns.stream')}>
                    {isPlayStreamId(event.stream_id) ? (
                      <button type="button" className="link-button" onClick={() => onOpenPlay(event.stream_id)}>
                        {event.stream_id}
                      </button>
                    ) : (
                      event.stream_id
                    )}
                  </td>
                  <td data-label={t('events.columns.version')}>{event.stream_version}</td>
                  <td className="admin-event-type">{event.type}</td>
                  <td className="admin-mono admin-wrap" data-label={t('events.columns.time')}>
                    {formatInstant(event.occurred_at, i18n.language)}
                  </td>
                  {/* Two lines of the data at most; the whole of it, laid out, when opened. */}
                  <td className="admin-data-cell">
                    <details>
                      <summary>
                        <code className="admin-data">{compactJson(event.data)}</code>
                      </summary>
                      <pre className="admin-json">{JSON.stringify(event.data, null, 2)}</pre>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {loaded?.siguiente != null && (
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={busy}
          onClick={() => loaded.siguiente != null && void loadMore(loaded.siguiente)}
        >
          {t('events.more')}
        </button>
      )}
    </section>
  );
}
