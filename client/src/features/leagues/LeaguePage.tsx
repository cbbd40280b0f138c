// /liga?id=: a private league's daily, weekly and monthly tables (live), its invitation, its
// members and, for its owner, its management.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { Periodo } from '../../../../contracts/api/leaderboards.ts';
import { LEAGUE_MEMBERS_MAX } from '../../../../machines/leagues/rules.ts';
import { Loading } from '../../components/Loading.tsx';
import { LeaderboardTable, PeriodTabs } from '../../components/leaderboard/LeaderboardTable.tsx';
import { paths } from '../../config/paths.ts';
import { useTranslation } from '../../i18n/index.ts';
import { failureText } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { share, type ShareOutcome } from '../../lib/share.ts';
import {
  deleteLeague,
  fetchLeague,
  handOver,
  inviteAgain,
  removeMember,
  renameLeague,
  renewCode,
  type Liga,
} from './api.ts';
import { SignInFirst } from './LeaguesPage.tsx';
import { useLeague } from './use-league.ts';
import './leagues.css';

export function LeaguePage() {
  const { t } = useTranslation(['leagues', 'common']);
  const { isAuthenticated } = useAuth();
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  if (!isAuthenticated)
    return (
      <article className="page leagues">
        <h1>{t('title')}</h1>
        <SignInFirst />
      </article>
    );
  return <League key={id} id={id} />;
}

function League({ id }: { id: number }) {
  const { t } = useTranslation(['leagues', 'common']);
  const { user } = useAuth();
  const [active, setActive] = useState<Periodo>('diario');
  const { state, flashes, reload, replace } = useLeague(id);

  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'ready')
    return (
      <article className="page leagues">
        <h1>{t('title')}</h1>
        <div className="card" role="alert" data-testid="league-gone">
          <p>{state.status === 'gone' ? t('league.gone') : t('league.loadError')}</p>
          {state.status === 'error' && (
            <button type="button" className="button" onClick={reload}>
              {t('common:errors.retry')}
            </button>
          )}
          <Link href={paths.leagues} className="button button-secondary">
            {t('league.back')}
          </Link>
        </div>
      </article>
    );

  const { league, tables } = state;
  const table = tables[active];
  const own = table.miPosicion;
  const isOwner = user?.id === league.propietario_id;
  return (
    <article className="page leagues" data-testid="league-page">
      <h1 data-testid="league-name">{league.nombre}</h1>
      <p>
        <Link href={paths.leagues}>{t('league.back')}</Link>
      </p>
      <h2 className="visually-hidden">{t('league.tableTitle')}</h2>
      <PeriodTabs active={active} onChange={setActive} />
      <section
        id="lb-panel"
        role="tabpanel"
        aria-labelledby={`lb-tab-${active}`}
        className="card lb-panel"
        data-testid="lb-panel"
        data-periodo={active}
      >
        <LeaderboardTable data={table} own={own} myId={own?.usuario_id ?? user?.id ?? null} flashes={flashes} />
      </section>
      <Invitation league={league} />
      <Members league={league} myId={user?.id ?? null} isOwner={isOwner} onChange={replace} />
      {isOwner && <Removed league={league} onChange={replace} />}
      {isOwner && <Settings league={league} onChange={replace} />}
    </article>
  );
}

function Invitation({ league }: { league: Liga }) {
  const { t } = useTranslation(['leagues', 'common']);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const text = t('league.shareText', { nombre: league.nombre, enlace: league.enlace, codigo: league.codigo });
  return (
    <section className="card league-invite" aria-labelledby="league-invite-title">
      <h2 id="league-invite-title">{t('league.invite')}</h2>
      <p>{t('league.inviteHint')}</p>
      <dl>
        <dt>{t('league.code')}</dt>
        <dd className="league-code" data-testid="league-code">
          {league.codigo}
        </dd>
        <dt>{t('league.link')}</dt>
        <dd className="league-link" data-testid="league-link">
          {league.enlace}
        </dd>
      </dl>
      <button
        type="button"
        className="button"
        data-testid="league-share"
        onClick={async () => setOutcome(await share(text))}
      >
        {t('league.share')}
      </button>
      <p className="share-status" role="status">
        {outcome === 'copied' ? t('league.copied') : outcome === 'failed' ? t('league.shareFailed') : ''}
      </p>
    </section>
  );
}

/** A button that asks first (inline, so keyboard and screen readers follow it), then runs `action`. */
function Confirmed({
  label,
  question,
  action,
  danger,
  testId,
}: {
  label: ReactNode;
  question: string;
  action: () => Promise<void>;
  danger?: boolean;
  testId: string;
}) {
  const { t } = useTranslation(['leagues', 'common']);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState('');
  const run = async () => {
    setError('');
    try {
      await action();
      setAsking(false);
    } catch (failure) {
      setError(failureText(failure));
    }
  };
  if (!asking)
    return (
      <button
        type="button"
        className={`button button-small ${danger ? 'button-danger' : 'button-secondary'}`}
        data-testid={testId}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  return (
    <fieldset className="league-confirm">
      <legend>{question}</legend>
      <button
        type="button"
        className={`button button-small${danger ? ' button-danger' : ''}`}
        data-testid={`${testId}-yes`}
        onClick={run}
      >
        {t('league.yes')}
      </button>
      <button type="button" className="button button-small button-secondary" onClick={() => setAsking(false)}>
        {t('league.no')}
      </button>
      {error && <span role="alert">{error}</span>}
    </fieldset>
  );
}

function Members({
  league,
  myId,
  isOwner,
  onChange,
}: {
  league: Liga;
  myId: number | null;
  isOwner: boolean;
  onChange: (league: Liga) => void;
}) {
  const { t } = useTranslation(['leagues', 'common']);
  const [, navigate] = useLocation();
  return (
    <section className="card league-members" aria-labelledby="league-members-title">
      <h2 id="league-members-title">
        {t('league.members', { count: league.miembros.length, max: LEAGUE_MEMBERS_MAX })}
      </h2>
      <ul data-testid="league-members">
        {league.miembros.map((member) => (
          <li key={member.usuario_id} data-testid="league-member" data-user={member.usuario_id}>
            <span className="league-member-name">
              {member.username}
              {member.propietario && <span className="league-badge"> · {t('league.owner')}</span>}
              {member.usuario_id === myId && <span className="league-badge"> · {t('league.you')}</span>}
            </span>
            {isOwner && member.usuario_id !== myId && (
              <div className="league-member-actions">
                <Confirmed
                  testId="league-make-owner"
                  label={t('league.makeOwner', { username: member.username })}
                  question={t('league.confirmOwner', { username: member.username })}
                  action={async () => onChange(await handOver(league.id, member.usuario_id))}
                />
                <Confirmed
                  testId="league-remove"
                  danger
                  label={t('league.remove', { username: member.username })}
                  question={t('league.confirmRemove', { username: member.username })}
                  action={async () => {
                    await removeMember(league.id, member.usuario_id);
                    // Read again: the removed player now heads the owner's list of removed players.
                    onChange(await fetchLeague(league.id));
                  }}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      {myId !== null && (
        <div className="league-leave">
          {isOwner && <p className="field-hint">{t('league.leaveOwner')}</p>}
          <Confirmed
            testId="league-leave"
            danger
            label={t('league.leave')}
            question={t('league.confirmLeave', { nombre: league.nombre })}
            action={async () => {
              await removeMember(league.id, myId);
              navigate(paths.leagues);
            }}
          />
        </div>
      )}
    </section>
  );
}

/**
 * The owner's removed players: the code and link refuse them until the owner invites them again,
 * after which they join as anyone does (the owner sends them the code or link).
 */
function Removed({ league, onChange }: { league: Liga; onChange: (league: Liga) => void }) {
  const { t } = useTranslation(['leagues', 'common']);
  const [invited, setInvited] = useState('');
  // Shown while someone is removed, and after the last one is invited again, to say so.
  if (league.expulsados.length === 0 && !invited) return null;
  return (
    <section className="card league-members league-removed" aria-labelledby="league-removed-title">
      <h2 id="league-removed-title">{t('league.removedTitle')}</h2>
      <p className="field-hint">{t('league.removedHint')}</p>
      {league.expulsados.length > 0 && (
        <ul data-testid="league-removed">
          {league.expulsados.map((removed) => (
            <li key={removed.usuario_id} data-testid="league-removed-player" data-user={removed.usuario_id}>
              <span className="league-member-name">{removed.username}</span>
              <div className="league-member-actions">
                <Confirmed
                  testId="league-invite-again"
                  label={t('league.inviteAgain', { username: removed.username })}
                  question={t('league.confirmInviteAgain', { username: removed.username })}
                  action={async () => {
                    onChange(await inviteAgain(league.id, removed.usuario_id));
                    setInvited(removed.username);
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <p role="status">{invited && t('league.invitedAgain', { username: invited })}</p>
    </section>
  );
}

function Settings({ league, onChange }: { league: Liga; onChange: (league: Liga) => void }) {
  const { t } = useTranslation(['leagues', 'common']);
  const [, navigate] = useLocation();
  const [name, setName] = useState(league.nombre);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    try {
      onChange(await renameLeague(league.id, name));
      setMessage({ error: false, text: t('league.saved') });
    } catch (failure) {
      setMessage({ error: true, text: failureText(failure) });
    }
  };
  return (
    <section className="card league-settings" aria-labelledby="league-settings-title">
      <h2 id="league-settings-title">{t('league.settings')}</h2>
      <form noValidate onSubmit={rename} data-testid="league-rename-form">
        <div className={`field${message?.error ? ' has-error' : ''}`}>
          <label htmlFor="league-rename">{t('league.rename')}</label>
          <input
            id="league-rename"
            value={name}
            maxLength={60}
            autoComplete="off"
            aria-describedby="league-rename-status"
            onChange={(event) => setName(event.target.value)}
          />
          <span id="league-rename-status" className={message?.error ? 'field-error' : 'field-hint'} role="status">
            {message?.text}
          </span>
        </div>
        <button type="submit" className="button button-small">
          {t('league.renameSubmit')}
        </button>
      </form>
      <p className="field-hint">{t('league.renewHint')}</p>
      <div className="leagues-actions">
        <Confirmed
          testId="league-renew"
          label={t('league.renewCode')}
          question={t('league.renewHint')}
          action={async () => onChange(await renewCode(league.id))}
        />
        <Confirmed
          testId="league-delete"
          danger
          label={t('league.delete')}
          question={t('league.confirmDelete', { nombre: league.nombre })}
          action={async () => {
            await deleteLeague(league.id);
            navigate(paths.leagues);
          }}
        />
      </div>
    </section>
  );
}
