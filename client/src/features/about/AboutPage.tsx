import { useTranslation } from '../../i18n/index.ts';
import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { DONATION_URL } from '../../components/Footer.tsx';
import './about.css';
import './i18n.ts';

export function AboutPage() {
  const { t } = useTranslation();
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  return (
    <article className="page narrow about">
      <h1>{t('about.title')}</h1>

      <section aria-labelledby="about-origin">
        <h2 id="about-origin">{t('about.origin.title')}</h2>
        {list('about.origin.paragraphs').map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>

      <section aria-labelledby="about-sustain" data-testid="about-sustain">
        <h2 id="about-sustain">{t('about.sustain.title')}</h2>
        <p>{t('about.sustain.intro')}</p>
        <div className="about-cards">
          <div className="card" data-testid="about-ads">
            <h3>
              <span aria-hidden="true">📢 </span>
              {t('about.sustain.ads.title')}
            </h3>
            <p>{t('about.sustain.ads.text')}</p>
          </div>
          <div className="card" data-testid="about-donations">
            <h3>
              <span aria-hidden="true">☕ </span>
              {t('about.sustain.donations.title')}
            </h3>
            <p>{t('about.sustain.donations.text')}</p>
            <a href={DONATION_URL} target="_blank" rel="noopener noreferrer" className="button button-secondary">
              {t('about.sustain.donations.link')} <span className="visually-hidden">{t('footer.newTab')}</span>
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-mission">
        <h2 id="about-mission">{t('about.mission.title')}</h2>
        {list('about.mission.paragraphs').map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>

      <section aria-labelledby="about-leaderboard" data-testid="about-leaderboard">
        <h2 id="about-leaderboard">{t('about.leaderboard.title')}</h2>
        <p>{t('about.leaderboard.intro')}</p>
        <ul>
          {list('about.leaderboard.items').map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <p>
          {t('about.leaderboard.live')} <Link href={paths.leaderboard}>{t('about.leaderboard.link')}</Link>
        </p>
      </section>

      <section aria-labelledby="about-thanks">
        <h2 id="about-thanks">{t('about.thanks.title')}</h2>
        <p>{t('about.thanks.text')}</p>
        <Link href={paths.contact} className="button">
          {t('about.thanks.contact')}
        </Link>
      </section>
    </article>
  );
}
