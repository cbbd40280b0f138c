import { Suspense, useEffect } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { Link, Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { ConnectionNote } from '../components/ConnectionNote.tsx';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import { Loading } from '../components/Loading.tsx';
import { OfflineNotice } from '../components/OfflineNotice.tsx';
import { AuthProvider } from '../features/auth/AuthProvider.tsx';
import { SchedulerCheck } from '../features/admin/SchedulerCheck.tsx';
import { realtime } from '../lib/realtime.ts';
import { alternatePaths, paths } from '../config/paths.ts';
import { routes } from './routes.tsx';

function ScrollToTop() {
  const [location] = useLocation();
  // A block body: Chromium's scrollTo now returns a promise, which React would call as a cleanup.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is what this effect answers (it scrolls the new page to its top), not a value it reads.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

function AlternateRedirect({ to }: { to: string }) {
  const search = useSearch();
  return <Redirect to={search ? `${to}?${search}` : to} replace />;
}

function NotFound() {
  const { t } = useTranslation('common');
  return (
    <section className="page narrow">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link href={paths.home} className="button">
        {t('notFound.back')}
      </Link>
    </section>
  );
}

function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className="skip-link" href="#main">
      {t('nav.skip')}
    </a>
  );
}

export function App() {
  useEffect(() => realtime.start(), []);
  return (
    <AuthProvider>
      <ScrollToTop />
      <SchedulerCheck />
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Switch>
            {routes.map(({ path, page }) => (
              <Route key={path} path={path} component={page} />
            ))}
            {Object.entries(alternatePaths).map(([from, to]) => (
              <Route key={from} path={from}>
                <AlternateRedirect to={to} />
              </Route>
            ))}
            <Route component={NotFound} />
          </Switch>
        </Suspense>
      </main>
      <Footer />
      <ConnectionNote />
      <OfflineNotice />
    </AuthProvider>
  );
}
