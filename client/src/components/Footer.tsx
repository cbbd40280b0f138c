import { useTranslation } from '../i18n/index.ts';
import { Link } from 'wouter';
import { paths } from '../config/paths.ts';

export const SOCIAL_URL = 'https://www.instagram.com/futboltrivia.app';
export const DONATION_URL = 'https://ko-fi.com/futboltrivia';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">{t('footer.quickLinks')}</h2>
          <ul>
            <li>
              <Link href={paths.about}>{t('nav.about')}</Link>
            </li>
            <li>
              <Link href={paths.howToPlay}>{t('nav.howToPlay')}</Link>
            </li>
            <li>
              <Link href={paths.leaderboard}>{t('nav.leaderboard')}</Link>
            </li>
            <li>
              <Link href={paths.faq}>{t('nav.faq')}</Link>
            </li>
            <li>
              <Link href={paths.contact}>{t('nav.contact')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.legal')}</h2>
          <ul>
            <li>
              <Link href={paths.privacy}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link href={paths.terms}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link href={paths.cookies}>{t('footer.cookies')}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2>{t('footer.social')}</h2>
          <ul>
            <li>
              <a href={SOCIAL_URL} target="_blank" rel="noopener noreferrer" data-testid="social-link">
                {t('footer.socialProfile')} <span className="visually-hidden">{t('footer.newTab')}</span>
              </a>
            </li>
            <li>
              <a href={DONATION_URL} target="_blank" rel="noopener noreferrer" data-testid="donation-link">
                {t('footer.donate')} <span className="visually-hidden">{t('footer.newTab')}</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="footer-disclaimer">{t('footer.disclaimer')}</p>
      <p className="copyright" data-testid="copyright">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
