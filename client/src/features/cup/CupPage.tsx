// /copa: the weekly cup (issue 30). One round a day, Monday to Sunday in Madrid, each cutting the
// field (machines/cup/rules.ts); today's round live from the websocket, the earlier ones below, the
// podium once the week is over and the hall of fame of the weeks before.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { CupPodiumEntry, CupRow, CupStage, CupWeek } from '../../../../contracts/api/cup.ts';
import { paths } from '../../config/paths.ts';
import { Loading } from '../../components/Loading.tsx';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';
import { capitalized, formatDate, formatDayRange, formatNumber, useTranslation } from '../../i18n/index.ts';
import { useAuth } from '../../lib/auth.tsx';
import { minutesSeconds } from '../../lib/time-format.ts';
import { useCup } from './use-cup.ts';
import './cup.css';

const PLACES = [
  { emoji: '🥇', name: 'first' },
  { emoji: '🥈', name: 'second' },
  { emoji: '🥉', name: 'third' },
] as const;

/** A `fecha` in words (read at noon UTC: that day everywhere). */
const noon = (fecha: string) => new Date(`${fecha}T12:00:00Z`);
function useDay() {
  const { i18n } = useTranslation('cup');
  return (fecha: string, style: 'dayMonth' | 'weekday' = 'dayMonth') => formatDate(i18n.language, noon(fecha), style);
}
/** A week, Monday to Sunday, in words ("23 al 29 de noviembre", "November 23 – 29"). */
function useWeek() {
  const { i18n } = useTranslation('cup');
  return (semana: string, hasta: string) => formatDayRange(i18n.language, noon(semana), noon(hasta));
}

export function CupPage() {
  const { t, i18n } = useTranslation(['cup', 'common']);
  const { cup, hall, reload } = useCup();
  const day = useDay();
  const week = useWeek();

  let content: ReactNode;
  if (cup.status === 'loading') content = <Loading />;
  else if (cup.status === 'error')
    content = (
      <div className="error-banner" role="alert" data-testid="cup-error">
        <p>{t('error')}</p>
        <button type="button" className="button" onClick={reload}>
          {t('common:errors.retry')}
        </button>
      </div>
    );
  else {
    const { semana, hasta, hoy, etapas, podio, miPosicionPrevia } = cup.data;
    const today = hoy === null ? null : etapas.find((etapa) => etapa.numero === hoy);
    const earlier = etapas.filter((etapa) => etapa !== today).reverse();
    content = (
      <>
        <p className="cup-week" data-testid="cup-week">
          {t('week', { rango: week(semana, hasta) })}
        </p>
        {podio.length > 0 && <Podium podio={podio} />}
        {today && (
          <section className="card cup-round" aria-labelledby="cup-today" data-testid="cup-today">
            <h2 id="cup-today">{t('today', { ronda: t(`rounds.${today.ronda}`) })}</h2>
            <RoundNote etapa={today} />
            {today.numero === 0 && miPosicionPrevia !== null && (
              <p className="cup-own" data-testid="cup-own-place">
                {t('ownPlace', { posicion: formatNumber(i18n.language, miPosicionPrevia) })}
              </p>
            )}
            <RoundTable etapa={today} />
          </section>
        )}
        {earlier.map((etapa) => (
          <details key={etapa.numero} className="card cup-round" data-testid="cup-earlier">
            <summary>
              {t('earlier', { dia: capitalized(day(etapa.fecha, 'weekday')), ronda: t(`rounds.${etapa.ronda}`) })}
            </summary>
            <RoundNote etapa={etapa} />
            <RoundTable etapa={etapa} />
          </details>
        ))}
      </>
    );
  }

  return (
    <article className="page cup">
      <h1>{t('title')}</h1>
      <p>
        {t('intro')} <Link href={`${paths.howToPlay}#htp-cup`}>{t('rulesLink')}</Link>
      </p>
      {content}
      <HallOfFame hall={hall.status === 'ready' ? hall.data : null} failed={hall.status === 'error'} />
    </article>
  );
}

/** How many play the round and how many go through (the final: who is champion). */
function RoundNote({ etapa }: { etapa: CupStage }) {
  const { t } = useTranslation('cup');
  const players = t('players', { count: etapa.participantes });
  const cut = etapa.ronda === 'final' ? t('cutFinal') : t('cut', { count: etapa.plazas });
  return (
    <p className="cup-note">
      {players} · {cut}
    </p>
  );
}

function RoundTable({ etapa }: { etapa: CupStage }) {
  const { t } = useTranslation('cup');
  const { user } = useAuth();
  if (etapa.clasificacion.length === 0) return <p className="cup-empty">{t('empty')}</p>;
  return (
    <ScrollRegion className="cup-table-wrap" label={t(`rounds.${etapa.ronda}`)}>
      <table className="cup-table phone-cards" data-testid="cup-table" data-round={etapa.ronda}>
        <caption className="visually-hidden">{t(`rounds.${etapa.ronda}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.position')}</th>
            <th scope="col">{t('columns.player')}</th>
            <th scope="col" className="cup-num">
              {t('columns.points')}
            </th>
            <th scope="col" className="cup-num">
              {t('columns.time')}
            </th>
          </tr>
        </thead>
        <tbody>
          {etapa.clasificacion.map((row) => (
            <Row key={row.usuario_id} row={row} final={etapa.ronda === 'final'} me={row.usuario_id === user?.id} />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Row({ row, final, me }: { row: CupRow; final: boolean; me: boolean }) {
  const { t, i18n } = useTranslation('cup');
  const status = !row.jugado ? 'toPlay' : row.pasa ? (final ? 'champion' : 'through') : 'out';
  return (
    <tr
      className={`cup-row cup-${status}${me ? ' cup-me' : ''}`}
      data-testid="cup-row"
      data-user={row.usuario_id}
      data-status={status}
      data-position={row.posicion ?? undefined}
      aria-current={me ? 'true' : undefined}
    >
      <td>{row.posicion ?? '—'}</td>
      <th scope="row">
        <span className="cup-username">{row.username}</span>
        {row.victoria_dificil && (
          <span role="img" aria-label={t('hardModeWin')} title={t('hardModeWin')}>
            {' '}
            🔥
          </span>
        )}
        {me && <span className="cup-you">{t('you')}</span>}
        <span className="cup-status">{t(`status.${status}`)}</span>
      </th>
      <td className="cup-num">{row.puntuacion === null ? '—' : formatNumber(i18n.language, row.puntuacion)}</td>
      <td className="cup-num" data-label={t('columns.time')}>
        {row.tiempo_segundos === null ? '—' : minutesSeconds(row.tiempo_segundos)}
      </td>
    </tr>
  );
}

function Podium({ podio }: { podio: CupPodiumEntry[] }) {
  const { t } = useTranslation('cup');
  return (
    <section className="card cup-podium" aria-labelledby="cup-podium" data-testid="cup-podium">
      <h2 id="cup-podium">{t('podium')}</h2>
      <PodiumList podio={podio} />
    </section>
  );
}

function PodiumList({ podio }: { podio: CupPodiumEntry[] }) {
  const { t } = useTranslation('cup');
  return (
    <ol className="cup-podium-list">
      {podio.map((entry) => (
        <li key={entry.posicion} data-testid="cup-podium-entry" data-position={entry.posicion}>
          <span role="img" aria-label={t(`places.${PLACES[entry.posicion - 1].name}`)}>
            {PLACES[entry.posicion - 1].emoji}
          </span>{' '}
          {entry.username}
        </li>
      ))}
    </ol>
  );
}

function HallOfFame({ hall, failed }: { hall: CupWeek[] | null; failed: boolean }) {
  const { t } = useTranslation('cup');
  const weekOf = useWeek();
  return (
    <section className="cup-hall" aria-labelledby="cup-hall" data-testid="cup-hall">
      <h2 id="cup-hall">{t('hall.title')}</h2>
      {failed && <p role="alert">{t('hall.error')}</p>}
      {hall?.length === 0 && <p>{t('hall.none')}</p>}
      {hall && hall.length > 0 && (
        <ul className="cup-hall-list">
          {hall.map((week) => (
            <li key={week.semana} className="card" data-testid="cup-hall-week" data-week={week.semana}>
              <h3>{t('week', { rango: weekOf(week.semana, week.hasta) })}</h3>
              <p className="cup-note">{t('players', { count: week.participantes })}</p>
              <PodiumList podio={week.podio} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
