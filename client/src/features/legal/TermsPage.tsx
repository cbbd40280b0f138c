import { useTranslation } from '../../i18n/index.ts';
import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { LegalSections } from './LegalSections.tsx';
import './legal.css';
import './i18n.ts';

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <article className="legal narrow">
      <h1>{t('legal.terms.title')}</h1>
      <p>{t('legal.terms.intro')}</p>
      <LegalSections textsKey="legal.terms.sections" />
      <p>
        <Link href={paths.contact} className="button">
          {t('legal.contactButton')}
        </Link>
      </p>
    </article>
  );
}
