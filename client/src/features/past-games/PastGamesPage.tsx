import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Link, Redirect, useLocation } from 'wouter';
import { paths } from '../../config/paths.ts';
import { StarIcon } from '../../components/Icons.tsx';
import { Loading } from '../../components/Loading.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { madridToday } from '../../lib/daily-game.ts';
import { useLoad } from '../../lib/use-load.ts';
import { fetchMonth, type MonthData, type PlayedDay } from './api.ts';
import { durationText } from '../../lib/time-format.ts';
import { dayStatus, fromIndex, monthIndex, monthOf, monthWeeks, type DayStatus, type Month } from './calendar.ts';
import './past-games.css';
import { formatDate } from '../../i18n/index.ts';

const MARKS: Record<Exclude<DayStatus, 'unavailable'>, string> = { played: '✓', available: '▶', future: '🔒' };

/** /past-games: the month calendar of the days a signed-in player can replay (spec sections 2 and 4). */
export function PastGamesPage() {
  const { t } = useTranslation('pastGames');
  const { isAuthenticated, loading } = useAuth();
  const [view, setView] = useState<Month>(() => monthOf(madridToday()));
  // Another month's days are not shown while this month's load.
  const { value: data } = useLoad(() => fetchMonth(view.year, view.month), [view], {
    enabled: isAuthenticated,
    reset: true,
    transition: true,
  });

  if (loading) return <Loading />;
  if (!isAuthenticated) return <Redirect to={paths.login} replace />;

  return (
    <article className="page past-games">
      <h1>{t('title')}</h1>
      <p className="pg-description">{t('description')}</p>
      <section className="card pg-calendar" aria-busy={data === null}>
        <MonthHeader view={view} data={data} onChange={setView} />
        {/* The month's grid at once (its days wait for their status), so nothing moves when they come;
            a spinner lies over it meanwhile (spec section 2). */}
        <div className="pg-body">
          <Calendar view={view} data={data ?? NO_DAYS} />
          {data === null && (
            <div className="pg-loading" data-testid="pg-loading">
              <Loading />
            </div>
          )}
        </div>
        <Legend />
      </section>
    </article>
  );
}

const NO_DAYS: MonthData = { available: [], played: [] };

const utcDate = (fecha: string) => new Date(`${fecha}T12:00:00Z`);
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function monthTitle(view: Month, language: string) {
  const date = new Date(Date.UTC(view.year, view.month - 1, 1, 12));
  return capitalised(formatDate(language, date, 'monthYear'));
}

/** Month navigation, between the month of the first replayable day and the current month. */
function MonthHeader({
  view,
  data,
  onChange,
}: {
  view: Month;
  data: MonthData | null;
  onChange: (month: Month) => void;
}) {
  const { t, i18n } = useTranslation('pastGames');
  const [range, setRange] = useState<{ first: number; last: number } | null>(null);
  useEffect(() => {
    if (data?.desde && data.hoy)
      setRange({ first: monthIndex(monthOf(data.desde)), last: monthIndex(monthOf(data.hoy)) });
  }, [data]);
  const index = monthIndex(view);
  const canGoBack = range !== null && index > range.first;
  const canGoForward = range !== null && index < range.last;
  return (
    <div className="pg-month">
      <button
        type="button"
        className="icon-button"
        aria-label={t('previousMonth')}
        disabled={!canGoBack}
        onClick={() => onChange(fromIndex(index - 1))}
        data-testid="pg-previous"
      >
        ‹
      </button>
      <h2 id="pg-month-title" aria-live="polite" data-testid="pg-month-title">
        {monthTitle(view, i18n.language)}
      </h2>
      <button
        type="button"
        className="icon-button"
        aria-label={t('nextMonth')}
        disabled={!canGoForward}
        onClick={() => onChange(fromIndex(index + 1))}
        data-testid="pg-next"
      >
        ›
      </button>
    </div>
  );
}

function Calendar({ view, data }: { view: Month; data: MonthData }) {
  const { t, i18n } = useTranslation('pastGames');
  const today = data.hoy ?? madridToday();
  const played = useMemo(() => new Map(data.played.map((day) => [day.fecha, day])), [data]);
  const available = useMemo(() => new Set(data.available), [data]);
  const playedDays = useMemo(() => new Set(played.keys()), [played]);
  // 1 January 2024 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(2024, 0, 1 + i, 12));
    return {
      short: formatDate(i18n.language, date, 'weekdayShort'),
      long: formatDate(i18n.language, date, 'weekday'),
    };
  });
  return (
    <table
      className="pg-grid"
      aria-label={t('calendar', { month: monthTitle(view, i18n.language) })}
      data-testid="pg-grid"
    >
      <thead>
        <tr>
          {weekdays.map((day) => (
            <th key={day.long} scope="col">
              <abbr title={day.long}>{day.short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(view).map((week, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a month's weeks, by position
          <tr key={i}>
            {week.map((fecha, j) => (
              <td key={fecha ?? `empty-${j}`}>
                {fecha && (
                  <Day
                    fecha={fecha}
                    today={today}
                    status={dayStatus(fecha, today, playedDays, available)}
                    result={played.get(fecha)}
                  />
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Day({
  fecha,
  today,
  status,
  result,
}: {
  fecha: string;
  today: string;
  status: DayStatus;
  result?: PlayedDay;
}) {
  const { t, i18n } = useTranslation('pastGames');
  const [, navigate] = useLocation();
  const date = formatDate(i18n.language, utcDate(fecha), 'full');
  const label = `${t(`day.${status}`, { date })}${fecha === today ? ` (${t('day.today')})` : ''}`;
  const common = {
    className: `pg-day pg-${status}${fecha === today ? ' pg-today' : ''}`,
    'data-testid': `pg-day-${fecha}`,
    'data-status': status,
    'aria-current': fecha === today ? ('date' as const) : undefined,
  };
  const content = (
    <>
      <span className="pg-number" aria-hidden="true">
        {Number(fecha.slice(8))}
      </span>
      {status !== 'unavailable' && (
        <span className="pg-mark" aria-hidden="true">
          {MARKS[status]}
        </span>
      )}
    </>
  );
  if (status === 'available') {
    return (
      <button type="button" {...common} aria-label={label} onClick={() => navigate(`${paths.game}?date=${fecha}`)}>
        {content}
      </button>
    );
  }
  if (status === 'played' && result) {
    const tooltipId = `pg-tip-${fecha}`;
    return (
      <Link
        href={`${paths.replay}?fecha=${fecha}`}
        {...common}
        aria-label={`${label}. ${t('day.replay')}`}
        aria-describedby={tooltipId}
      >
        {content}
        <span role="tooltip" id={tooltipId} className="pg-tooltip" data-testid={`pg-tooltip-${fecha}`}>
          <span>{t('result.score', { count: result.puntuacion })}</span>
          <span>{t('result.time', { time: durationText(result.tiempo) })}</span>
          <span className="pg-stars">
            {Array.from({ length: result.estrellas ?? 0 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical stars
              <StarIcon key={i} filled />
            ))}
            <span className="visually-hidden">{t('result.stars', { count: result.estrellas ?? 0 })}</span>
          </span>
        </span>
      </Link>
    );
  }
  return (
    <span {...common} role="img" aria-label={label}>
      {content}
    </span>
  );
}

function Legend() {
  const { t } = useTranslation('pastGames');
  return (
    <div className="pg-legend" data-testid="pg-legend">
      <h3 className="visually-hidden">{t('legend.title')}</h3>
      <ul>
        {(['played', 'available', 'future'] as const).map((status) => (
          <li key={status}>
            <span className={`pg-swatch pg-${status}`} aria-hidden="true">
              {MARKS[status]}
            </span>
            {t(`legend.${status}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
