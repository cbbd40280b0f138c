// /ligas/unirse?codigo=: an invite link's page. Signed in, it shows the league of the code and asks
// before joining (Join opens the league, Cancel goes back to the player's leagues): opening a link
// never joins by itself. Signed out, it keeps the invite for after signing in or registering.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { LEAGUE_MEMBERS_MAX } from '../../../../machines/leagues/rules.ts';
import { Loading } from '../../components/Loading.tsx';
import { paths } from '../../config/paths.ts';
import { useTranslation } from '../../i18n/index.ts';
import { ApiError, failureText } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { keepInvite } from '../../lib/pending-invite.ts';
import { joinLeague, readInvitation, type Invitacion } from './api.ts';
import { leaguePath, SignInFirst } from './LeaguesPage.tsx';
import './leagues.css';

export function JoinPage() {
  const { t } = useTranslation('leagues');
  const { isAuthenticated } = useAuth();
  const codigo = new URLSearchParams(useSearch()).get('codigo') ?? '';
  // One read per code, however often it is asked for (every read counts against an hourly budget).
  const reading = useRef<{ codigo: string; answer: Promise<Invitacion> } | null>(null);
  const read = () => {
    if (reading.current?.codigo !== codigo) reading.current = { codigo, answer: readInvitation(codigo) };
    return reading.current.answer;
  };
  const { value: invitation, error: failure } = useLoad(read, [codigo], { enabled: isAuthenticated });
  const error = failure ? (failure instanceof ApiError ? failure.message : t('join.failed')) : '';

  useEffect(() => {
    if (!isAuthenticated) keepInvite(codigo);
  }, [codigo, isAuthenticated]);

  return (
    <article className="page leagues narrow">
      <h1>{t('title')}</h1>
      <p>{t('join.invited')}</p>
      {!isAuthenticated ? (
        <SignInFirst />
      ) : error ? (
        <JoinFailed text={error} />
      ) : invitation ? (
        <Invitation codigo={codigo} invitation={invitation} />
      ) : (
        <Loading label={t('join.reading')} />
      )}
    </article>
  );
}

function JoinFailed({ text }: { text: string }) {
  const { t } = useTranslation('leagues');
  return (
    <div className="card" role="alert" data-testid="league-join-error">
      <p>{text}</p>
      <Link href={paths.leagues} className="button">
        {t('join.back')}
      </Link>
    </div>
  );
}

/** The league of the code, and what the caller may do with it: join (asked), open it, or read why not. */
function Invitation({ codigo, invitation }: { codigo: string; invitation: Invitacion }) {
  const { t } = useTranslation('leagues');
  const [, navigate] = useLocation();
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState('');
  const { nombre, estado } = invitation;
  const join = async () => {
    setJoining(true);
    setError('');
    try {
      const league = await joinLeague(codigo);
      navigate(leaguePath(league.id), { replace: true });
    } catch (failure) {
      setError(failureText(failure));
      setJoining(false);
    }
  };
  if (estado !== 'abierta') {
    const text =
      estado === 'miembro'
        ? t('join.member', { nombre })
        : estado === 'expulsado'
          ? t('join.removed', { nombre })
          : t('join.full', { nombre, max: LEAGUE_MEMBERS_MAX });
    return (
      <div className="card" role={estado === 'miembro' ? 'status' : 'alert'} data-testid="league-invitation">
        <p>{text}</p>
        <p className="leagues-actions">
          {estado === 'miembro' && invitation.liga_id !== null && (
            <Link href={leaguePath(invitation.liga_id)} className="button">
              {t('join.open')}
            </Link>
          )}
          <Link href={paths.leagues} className="button button-secondary">
            {t('join.back')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <section
      className="card league-invitation"
      aria-labelledby="league-invitation-title"
      data-testid="league-invitation"
    >
      <h2 id="league-invitation-title" data-testid="league-invitation-name">
        {t('join.question', { nombre })}
      </h2>
      <p>{t('join.size', { count: invitation.miembros })}</p>
      <p className="leagues-actions">
        <button type="button" className="button" data-testid="league-join-yes" disabled={joining} onClick={join}>
          {joining ? t('join.joining') : t('join.yes')}
        </button>
        <Link href={paths.leagues} className="button button-secondary" data-testid="league-join-cancel">
          {t('join.cancel')}
        </Link>
      </p>
      {error && (
        <p className="field-error" role="alert" data-testid="league-join-error">
          {error}
        </p>
      )}
    </section>
  );
}
