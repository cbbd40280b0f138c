// /ligas: the player's private leagues, and the forms to create one or join one by its code.
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { LeagueList, useMyLeagues } from '../../components/leagues/LeagueList.tsx';
import { paths } from '../../config/paths.ts';
import { useTranslation } from '../../i18n/index.ts';
import { failureText } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { createLeague, joinLeague } from './api.ts';
import './leagues.css';

export const leaguePath = (id: number) => `${paths.league}?id=${id}`;

export function LeaguesPage() {
  const { t } = useTranslation(['leagues', 'common']);
  const { isAuthenticated } = useAuth();
  const { leagues, failed } = useMyLeagues();
  return (
    <article className="page leagues">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {isAuthenticated ? (
        <>
          <div className="card">
            <LeagueList leagues={leagues} failed={failed} manageLink={false} />
          </div>
          <div className="leagues-forms">
            <LeagueForm
              id="league-create"
              title={t('create.title')}
              label={t('create.name')}
              hint={t('create.hint')}
              submit={t('create.submit')}
              maxLength={60}
              send={createLeague}
            />
            <LeagueForm
              id="league-join"
              title={t('join.title')}
              label={t('join.code')}
              hint={t('join.hint')}
              submit={t('join.submit')}
              maxLength={20}
              send={joinLeague}
              code
            />
          </div>
        </>
      ) : (
        <SignInFirst />
      )}
    </article>
  );
}

export function SignInFirst() {
  const { t } = useTranslation(['leagues', 'common']);
  return (
    <div className="card leagues-signin" data-testid="leagues-signin">
      <p>{t('signIn')}</p>
      <p className="leagues-actions">
        <Link href={paths.login} className="button">
          {t('common:nav.login')}
        </Link>
        <Link href={paths.register} className="button button-secondary">
          {t('register')}
        </Link>
      </p>
    </div>
  );
}

/** One field, its hint and the server's refusal (in the page's language); success opens the league. */
function LeagueForm(props: {
  id: string;
  title: string;
  label: string;
  hint: string;
  submit: string;
  maxLength: number;
  code?: boolean;
  send: (value: string) => Promise<{ id: number }>;
}) {
  const [, navigate] = useLocation();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const league = await props.send(value);
      navigate(leaguePath(league.id));
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  };
  return (
    <form className="card" noValidate onSubmit={onSubmit} data-testid={`${props.id}-form`}>
      <h2>{props.title}</h2>
      <div className={`field${error ? ' has-error' : ''}`}>
        <label htmlFor={props.id}>{props.label}</label>
        <input
          id={props.id}
          value={value}
          maxLength={props.maxLength}
          autoComplete="off"
          autoCapitalize={props.code ? 'characters' : 'sentences'}
          spellCheck={false}
          aria-describedby={`${props.id}-hint ${props.id}-error`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <span id={`${props.id}-hint`} className="field-hint">
          {props.hint}
        </span>
        <span id={`${props.id}-error`} className="field-error" role="alert" data-testid={`${props.id}-error`}>
          {error}
        </span>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {props.submit}
      </button>
    </form>
  );
}
