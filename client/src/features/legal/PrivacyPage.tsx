import { useTranslation } from '../../i18n/index.ts';
import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { AdSlot } from '../../components/AdSlot.tsx';
import { LegalSections } from './LegalSections.tsx';
import './legal.css';
import './i18n.ts';
import { formatDate } from '../../i18n/index.ts';

export function PrivacyPage() {
  const { t, i18n } = useTranslation();
  // The spec asks for today's date as the "last updated" date, in the reader's language.
  const today = formatDate(i18n.language, new Date(), 'long', 'local');
  return (
    <div className="legal-layout">
      <AdSlot side="left" />
      <article className="legal">
        <h1>{t('legal.privacy.title')}</h1>
        <p className="legal-updated" data-testid="last-updated">
          {t('legal.lastUpdated', { date: today })}
        </p>
        <p>{t('legal.privacy.intro')}</p>
        <LegalSections textsKey="legal.privacy.sections" />
        <p>
          <Link href={paths.cookies}>{t('legal.privacy.cookiesLink')}</Link>
        </p>
        <section aria-labelledby="legal-contact" data-testid="legal-contact">
          <h2 id="legal-contact">{t('legal.privacy.contact.title')}</h2>
          <p>{t('legal.privacy.contact.text')}</p>
          <Link href={paths.contact} className="button">
            {t('legal.contactButton')}
          </Link>
        </section>
      </article>
    </div>
  );
}
