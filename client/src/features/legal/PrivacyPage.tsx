import { useTranslation } from '../../i18n/index.ts';
import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { AdSlot } from '../../components/AdSlot.tsx';
import { LegalSections } from './LegalSections.tsx';
import './legal.css';
import { formatDate } from '../../i18n/index.ts';

export function PrivacyPage() {
  const { t, i18n } = useTranslation('legal');
  // The spec asks for today's date as the "last updated" date, in the reader's language.
  const today = formatDate(i18n.language, new Date(), 'long', 'local');
  return (
    <div className="legal-layout">
      <AdSlot side="left" />
      <article className="legal">
        <h1>{t('privacy.title')}</h1>
        <p className="legal-updated" data-testid="last-updated">
          {t('lastUpdated', { date: today })}
        </p>
        <p>{t('privacy.intro')}</p>
        <LegalSections sections={t('privacy.sections', { returnObjects: true })} />
        <p>
          <Link href={paths.cookies}>{t('privacy.cookiesLink')}</Link>
        </p>
        <section aria-labelledby="legal-contact" data-testid="legal-contact">
          <h2 id="legal-contact">{t('privacy.contact.title')}</h2>
          <p>{t('privacy.contact.text')}</p>
          <Link href={paths.contact} className="button">
            {t('contactButton')}
          </Link>
        </section>
      </article>
    </div>
  );
}
