import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { Link, useLocation } from 'wouter';
import { paths } from '../config/paths.ts';
import { useAuth } from '../lib/auth.tsx';
import { useHighContrast } from '../lib/contrast.ts';
import { useTheme } from '../lib/theme.ts';
import { CloseIcon, ContrastIcon, MenuIcon, MoonIcon, SunIcon, UserIcon } from './Icons.tsx';
import { StatsEntry } from './stats/StatsEntry.tsx';

const SIGNED_IN_ONLY: string[] = [paths.profile, paths.pastGames];

/** Some pages' menus link to the alternate Spanish paths (spec section 2), which land on the same pages. */
const LOGIN_MENU: Record<string, string> = { [paths.about]: '/acerca-de', [paths.howToPlay]: '/como-jugar' };
const ALREADY_PLAYED_MENU: Record<string, string> = {
  [paths.about]: '/acerca',
  [paths.howToPlay]: '/como-jugar',
  [paths.leaderboard]: '/ranking',
  [paths.faq]: '/preguntas-frecuentes',
  [paths.contact]: '/contacto',
};
const MENU_PATHS: Record<string, Record<string, string>> = {
  [paths.login]: LOGIN_MENU,
  [paths.register]: LOGIN_MENU,
  [paths.alreadyPlayed]: ALREADY_PLAYED_MENU,
};

/**
 * A click on a header control leaves the focus where it was, so the letters a player types next still
 * go to the board (a focused button would take Enter). Keyboard users still focus them with Tab.
 */
const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

/**
 * The common header (spec section 2). Narrow screens keep the logo, statistics, sign-in (or the
 * player's badge) and the menu in the bar; the language, theme and contrast switches move into the
 * menu (CSS shows one set or the other), so the bar never outgrows a 320 px phone.
 */
export function Header() {
  const { t, i18n } = useTranslation('common');
  const { user, isAuthenticated, isAdmin, logout } = useAuth();
  const [theme, toggleTheme] = useTheme();
  const [highContrast, toggleContrast] = useHighContrast();
  const [location, navigate] = useLocation();
  // The address the menu was opened at: going elsewhere closes it (set while rendering, as React
  // advises for state that follows a prop, so no frame shows it open at the new address).
  const [menuAt, setMenuAt] = useState<string | null>(null);
  if (menuAt !== null && menuAt !== location) setMenuAt(null);
  const menuOpen = menuAt === location;
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setMenuAt(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuAt(null);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const language = i18n.language === 'en' ? 'en' : 'es';
  const menuHref = (href: string) => MENU_PATHS[location]?.[href] ?? href;
  const switchLanguage = () => void i18n.changeLanguage(language === 'es' ? 'en' : 'es');
  const themeLabel = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  const onLogout = () => {
    setMenuAt(null);
    logout();
    if (SIGNED_IN_ONLY.includes(location)) navigate(paths.home);
  };

  return (
    <header className="site-header">
      {/* Accessible names start with the visible text, so voice-control users can say what they see. */}
      <Link href={paths.home} className="logo" aria-label={`${t('app.name')}: ${t('nav.home')}`}>
        <span className="logo-ball" aria-hidden="true">
          ⚽{' '}
        </span>
        {t('app.name')}
      </Link>
      <div className="header-actions">
        <div className="header-settings">
          <button
            type="button"
            className="icon-button lang-toggle"
            data-testid="lang-toggle"
            aria-label={`${language.toUpperCase()}: ${t('lang.switchTo')}`}
            title={t('lang.switchTo')}
            onMouseDown={keepFocus}
            onClick={switchLanguage}
          >
            {language.toUpperCase()}
          </button>
          <button
            type="button"
            className="icon-button"
            data-testid="theme-toggle"
            data-theme-state={theme}
            aria-label={themeLabel}
            title={themeLabel}
            onMouseDown={keepFocus}
            onClick={toggleTheme}
          >
            {theme === 'dark' ? <MoonIcon /> : <SunIcon />}
          </button>
          <button
            type="button"
            className="icon-button"
            data-testid="contrast-toggle"
            aria-pressed={highContrast}
            aria-label={t('contrast.label')}
            title={t('contrast.label')}
            onMouseDown={keepFocus}
            onClick={toggleContrast}
          >
            <ContrastIcon />
          </button>
        </div>
        <StatsEntry onPointerDown={keepFocus} />
        {isAuthenticated && user ? (
          <Link
            href={paths.profile}
            className="user-badge"
            data-testid="user-badge"
            aria-label={`${user.username || user.email}: ${t('nav.userProfile')}`}
          >
            <UserIcon /> <span>{user.username || user.email}</span>
          </Link>
        ) : (
          <Link href={paths.login} className="button button-small login-button" data-testid="login-button">
            {t('nav.login')}
          </Link>
        )}
        <div className="menu" ref={menuRef}>
          <button
            type="button"
            className="icon-button"
            data-testid="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onMouseDown={keepFocus}
            onClick={() => setMenuAt(menuOpen ? null : location)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
          {menuOpen && (
            <nav id="main-menu" className="menu-panel" aria-label={t('nav.mainNav')} data-testid="menu-panel">
              <ul className="menu-settings">
                <li>
                  <button
                    type="button"
                    className="link-button"
                    data-testid="menu-lang"
                    onMouseDown={keepFocus}
                    onClick={switchLanguage}
                  >
                    <span className="menu-icon" aria-hidden="true">
                      {language === 'es' ? 'EN' : 'ES'}
                    </span>
                    <span lang={language === 'es' ? 'en' : 'es'}>{t('lang.other')}</span>
                  </button>
                </li>
                <li>
                  <button
                    type="button"
                    className="link-button"
                    data-testid="menu-theme"
                    onMouseDown={keepFocus}
                    onClick={toggleTheme}
                  >
                    <span className="menu-icon">{theme === 'dark' ? <SunIcon /> : <MoonIcon />}</span>
                    {themeLabel}
                  </button>
                </li>
                <li>
                  <button
                    type="button"
                    className="link-button"
                    data-testid="menu-contrast"
                    aria-pressed={highContrast}
                    onMouseDown={keepFocus}
                    onClick={toggleContrast}
                  >
                    <span className="menu-icon">
                      <ContrastIcon />
                    </span>
                    {t('contrast.label')}
                  </button>
                </li>
              </ul>
              <ul>
                <li>
                  <Link href={menuHref(paths.about)}>{t('nav.about')}</Link>
                </li>
                <li>
                  <Link href={menuHref(paths.howToPlay)}>{t('nav.howToPlay')}</Link>
                </li>
                <li>
                  <Link href={menuHref(paths.leaderboard)}>{t('nav.leaderboard')}</Link>
                </li>
                <li>
                  <Link href={paths.cup} data-testid="menu-cup">
                    {t('nav.cup')}
                  </Link>
                </li>
                {isAuthenticated && (
                  <>
                    <li>
                      <Link href={paths.pastGames}>{t('nav.pastGames')}</Link>
                    </li>
                    <li>
                      <Link href={paths.leagues} data-testid="menu-leagues">
                        {t('nav.leagues')}
                      </Link>
                    </li>
                  </>
                )}
                <li>
                  <Link href={menuHref(paths.faq)}>{t('nav.faq')}</Link>
                </li>
                <li>
                  <Link href={menuHref(paths.contact)}>{t('nav.contact')}</Link>
                </li>
              </ul>
              {isAuthenticated && (
                <ul className="menu-account">
                  <li>
                    <Link href={paths.profile}>{t('nav.profile')}</Link>
                  </li>
                  {isAdmin && (
                    <li>
                      <Link href={paths.adminPlays} data-testid="menu-admin">
                        {t('nav.admin')}
                      </Link>
                    </li>
                  )}
                  <li>
                    <button type="button" className="link-button" onClick={onLogout}>
                      {t('nav.logout')}
                    </button>
                  </li>
                </ul>
              )}
            </nav>
          )}
        </div>
      </div>
    </header>
  );
}
