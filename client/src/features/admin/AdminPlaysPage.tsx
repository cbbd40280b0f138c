import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Redirect, useLocation, useSearch } from 'wouter';
import { paths } from '../../config/paths.ts';
import { Loading } from '../../components/Loading.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { fetchPlay, searchPlays } from './api.ts';
import { formatInstant, playerLabel } from './format.ts';
import { FairPlayPanel } from './FairPlayPanel.tsx';
import { LatestEvents } from './LatestEvents.tsx';
import { PlayReplay } from './PlayReplay.tsx';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';
import { RebuildPanel } from './RebuildPanel.tsx';
import { ReportsPanel } from './ReportsPanel.tsx';
import { BankPanel } from './BankPanel.tsx';
import './admin.css';

const PLAY_PARAM = 'partida';

/** /admin/partidas: admins only; anyone else is sent home. */
export function AdminPlaysPage() {
  const { isAdmin, loading } = useAuth();
  if (loading) return <Loading />;
  if (!isAdmin) return <Redirect to={paths.home} replace />;
  return <AdminPlays />;
}

function AdminPlays() {
  const { t, i18n } = useTranslation('admin');
  const [, navigate] = useLocation();
  // The open play is in the address (?partida=<stream id>), so a replay can be linked and reloaded.
  const streamId = new URLSearchParams(useSearch()).get(PLAY_PARAM);
  const [usuario, setUsuario] = useState('');
  const [fecha, setFecha] = useState('');

  // Section 6: an admin tool that fails shows an alert with the error message.
  const report = (error: unknown) =>
    window.alert(t('error', { message: error instanceof Error ? error.message : String(error) }));

  const openPlay = (id: string | null) =>
    navigate(id ? `${paths.adminPlays}?${PLAY_PARAM}=${encodeURIComponent(id)}` : paths.adminPlays);

  const { value: history } = useLoad(() => fetchPlay(streamId ?? ''), [streamId], {
    enabled: streamId !== null,
    onError: report,
  });

  // The search shown: what the form held when it was sent (none yet: every play).
  const [query, setQuery] = useState({ usuario: '', fecha: '' });
  const { value: plays, loading: searching } = useLoad(() => searchPlays(query), [query], { onError: report });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ usuario: usuario.trim(), fecha });
  };

  return (
    <div className="page admin-page">
      <h1>{t('plays.title')}</h1>
      <p>{t('plays.intro')}</p>

      {history && history.partida.stream_id === streamId && (
        <PlayReplay key={history.partida.stream_id} history={history} onClose={() => openPlay(null)} onError={report} />
      )}

      <section className="card admin-section" aria-labelledby="play-search-title">
        <h2 id="play-search-title">{t('plays.search.title')}</h2>
        <form className="admin-toolbar" onSubmit={search} data-testid="play-search">
          <div className="field">
            <label htmlFor="search-player">{t('plays.search.player')}</label>
            <input
              id="search-player"
              value={usuario}
              maxLength={100}
              aria-describedby="search-player-help"
              onChange={(event) => setUsuario(event.target.value)}
            />
            <small id="search-player-help">{t('plays.search.playerHelp')}</small>
          </div>
          <div className="field">
            <label htmlFor="search-date">{t('plays.search.date')}</label>
            <input id="search-date" type="date" value={fecha} onChange={(event) => setFecha(event.target.value)} />
          </div>
          <button type="submit" className="button" disabled={searching}>
            {t('plays.search.submit')}
          </button>
        </form>
        {plays && plays.length === 0 && <p>{t('plays.search.none')}</p>}
        {plays && plays.length > 0 && (
          <>
            <p className="admin-help" role="status">
              {t('plays.search.count', { count: plays.length })}
            </p>
            <ScrollRegion className="admin-table-wrap" label={t('plays.search.title')}>
              <table className="admin-table play-results phone-cards" data-testid="play-results">
                <thead>
                  <tr>
                    <th scope="col">{t('plays.columns.stream')}</th>
                    <th scope="col">{t('plays.columns.date')}</th>
                    <th scope="col">{t('plays.columns.mode')}</th>
                    <th scope="col">{t('plays.columns.player')}</th>
                    <th scope="col">{t('plays.columns.state')}</th>
                    <th scope="col">{t('plays.columns.attempts')}</th>
                    <th scope="col">{t('plays.columns.hints')}</th>
                    <th scope="col">{t('plays.columns.events')}</th>
                    <th scope="col">{t('plays.columns.started')}</th>
                    <th scope="col">{t('plays.columns.last')}</th>
                  </tr>
                </thead>
                <tbody>
                  {plays.map((play) => (
                    <tr key={play.stream_id} data-stream={play.stream_id}>
                      <td className="admin-mono">
                        <button
                          type="button"
                          className="link-button"
                          aria-label={t('plays.openPlay', { id: play.stream_id })}
                          onClick={() => openPlay(play.stream_id)}
                        >
                          {play.stream_id}
                        </button>
                      </td>
                      <td data-label={t('plays.columns.date')}>{play.fecha}</td>
                      <td data-label={t('plays.columns.mode')}>{t(`plays.modes.${play.modo}`)}</td>
                      <td data-label={t('plays.columns.player')}>{playerLabel(play, t('plays.anonymous'))}</td>
                      <td data-label={t('plays.columns.state')}>{t(`plays.states.${play.estado}`)}</td>
                      <td data-label={t('plays.columns.attempts')}>{play.intentos_usados}</td>
                      <td data-label={t('plays.columns.hints')}>{play.pistas_usadas}</td>
                      <td data-label={t('plays.columns.events')}>{play.eventos}</td>
                      <td className="admin-mono" data-label={t('plays.columns.started')}>
                        {formatInstant(play.started_at, i18n.language)}
                      </td>
                      <td className="admin-mono" data-label={t('plays.columns.last')}>
                        {formatInstant(play.last_event_at, i18n.language)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </>
        )}
      </section>

      <ReportsPanel onError={report} />
      <BankPanel onError={report} />
      <FairPlayPanel onError={report} />
      <LatestEvents onOpenPlay={openPlay} onError={report} />
      <RebuildPanel onError={report} />
    </div>
  );
}
