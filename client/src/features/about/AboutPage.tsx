import { useTranslation } from '../../i18n/index.ts';
import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { DONATION_URL } from '../../components/Footer.tsx';
import './about.css';

export function AboutPage() {
  const { t } = useTranslation(['about', 'common']);
  return (
    <article className="page narrow about">
      <h1>{t('title')}</h1>

      <section aria-labelledby="about-origin">
        <h2 id="about-origin">{t('origin.title')}</h2>
        {t('origin.paragraphs', { returnObjects: true }).map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>

      <section aria-labelledby="about-sustain" data-testid="about-sustain">
        <h2 id="about-sustain">{t('sustain.title')}</h2>
        <p>{t('sustain.intro')}</p>
        <div className="about-cards">
          <div className="card" data-testid="about-ads">
            <h3>
              <span aria-hidden="true">📢 </span>
              {t('sustain.ads.title')}
            </h3>
            <p>{t('sustain.ads.text')}</p>
          </div>
          <div className="card" data-testid="about-donations">
            <h3>
              <span aria-hidden="true">☕ </span>
              {t('sustain.donations.title')}
            </h3>
            <p>{t('sustain.donations.text')}</p>
            <a href={DONATION_URL} target="_blank" rel="noopener noreferrer" className="button button-secondary">
              {t('sustain.donations.link')} <span className="visually-hidden">{t('common:footer.newTab')}</span>
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-mission">
        <h2 id="about-mission">{t('mission.title')}</h2>
        {t('mission.paragraphs', { returnObjects: true }).map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>

      <section aria-labelledby="about-leaderboard" data-testid="about-leaderboard">
        <h2 id="about-leaderboard">{t('leaderboard.title')}</h2>
        <p>{t('leaderboard.intro')}</p>
        <ul>
          {t('leaderboard.items', { returnObjects: true }).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <p>
          {t('leaderboard.live')} <Link href={paths.leaderboard}>{t('leaderboard.link')}</Link>
        </p>
      </section>

      <section aria-labelledby="about-thanks">
        <h2 id="about-thanks">{t('thanks.title')}</h2>
        <p>{t('thanks.text')}</p>
        <Link href={paths.contact} className="button">
          {t('thanks.contact')}
        </Link>
      </section>
    </article>
  );
}
