// /ligas/unirse?codigo=: an invite link's page. Signed in, it joins as the code does and opens the
// league; signed out, it keeps the invite for after signing in or registering.
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../config/paths.ts';
import { useTranslation } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { keepInvite } from '../../lib/pending-invite.ts';
import { joinLeague } from './api.ts';
import { leaguePath, SignInFirst } from './LeaguesPage.tsx';
import './leagues.css';

export function JoinPage() {
  const { t } = useTranslation('leagues');
  const { isAuthenticated } = useAuth();
  const [, navigate] = useLocation();
  const codigo = new URLSearchParams(useSearch()).get('codigo') ?? '';
  // One join per code, however often it is asked for (every attempt counts against the hourly budget).
  const joining = useRef<{ codigo: string; answer: ReturnType<typeof joinLeague> } | null>(null);
  const join = () => {
    if (joining.current?.codigo !== codigo) joining.current = { codigo, answer: joinLeague(codigo) };
    return joining.current.answer;
  };
  const { error: failure } = useLoad(join, [codigo], {
    enabled: isAuthenticated,
    onLoad: (league) => navigate(leaguePath(league.id), { replace: true }),
  });
  const error = failure ? (failure instanceof ApiError ? failure.message : t('join.failed')) : '';

  useEffect(() => {
    if (!isAuthenticated) keepInvite(codigo);
  }, [codigo, isAuthenticated]);

  return (
    <article className="page leagues">
      <h1>{t('title')}</h1>
      <p>{t('join.invited')}</p>
      {!isAuthenticated ? (
        <SignInFirst />
      ) : error ? (
        <div className="card" role="alert" data-testid="league-join-error">
          <p>{error}</p>
          <Link href={paths.leagues} className="button">
            {t('join.back')}
          </Link>
        </div>
      ) : (
        <p role="status">{t('join.joining')}</p>
      )}
    </article>
  );
}
