import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { AdSlot } from '../../components/AdSlot.tsx';
import { ExampleWord, type ExampleStatus } from '../../components/ExampleWord.tsx';
import { useAuth } from '../../lib/auth.tsx';
import './home.css';

const EXAMPLES: { status: ExampleStatus; index: number }[] = [
  { status: 'correct', index: 0 },
  { status: 'present', index: 1 },
  { status: 'absent', index: 4 },
];
const BENEFITS = ['history', 'pastGames', 'rankings', 'languages'] as const;

/** The home page; the app gives it the game's Play Now button and, for admins, the debug tools. */
export function HomePage({ playNow, adminTools }: { playNow: ReactNode; adminTools?: ReactNode }) {
  const { t } = useTranslation('home');
  const { isAuthenticated } = useAuth();
  return (
    <div className="home-layout">
      <AdSlot side="left" />
      <div className="home">
        <section className="home-hero" aria-labelledby="home-title">
          <h1 id="home-title">{t('hero.title')}</h1>
          <p className="home-subtitle">{t('hero.subtitle')}</p>
          {playNow}
          <p className="home-note">{t('hero.note')}</p>
          {adminTools}
        </section>

        <section className="home-section" aria-labelledby="home-rules" data-testid="home-rules">
          <h2 id="home-rules">{t('rules.title')}</h2>
          <p>{t('rules.intro')}</p>
          <ul className="home-examples">
            {EXAMPLES.map(({ status, index }) => (
              <li key={status} className="card home-example">
                <ExampleWord word="MESSI" index={index} status={status} label={t(`rules.${status}.label`)} />
                <h3>{t(`rules.${status}.title`)}</h3>
                <p>{t(`rules.${status}.text`)}</p>
              </li>
            ))}
          </ul>
          <p>
            <Link href={paths.howToPlay}>{t('rules.more')}</Link>
          </p>
        </section>

        <section className="home-section" aria-labelledby="home-account" data-testid="home-account">
          <h2 id="home-account">{t('account.title')}</h2>
          <p>{t('account.intro')}</p>
          <ul className="home-benefits">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="card">
                <h3>{t(`account.${benefit}.title`)}</h3>
                <p>{t(`account.${benefit}.text`)}</p>
              </li>
            ))}
          </ul>
          {isAuthenticated ? (
            <p className="home-cta">
              {t('account.signedIn')} <Link href={paths.profile}>{t('account.profile')}</Link>
            </p>
          ) : (
            <p className="home-cta">
              <Link href={paths.register} className="button" data-testid="register-cta">
                {t('account.register')}
              </Link>
            </p>
          )}
        </section>
      </div>
      <AdSlot side="right" />
    </div>
  );
}
