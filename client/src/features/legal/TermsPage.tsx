import { useTranslation } from '../../i18n/index.ts';
import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import { LegalSections } from './LegalSections.tsx';
import './legal.css';

export function TermsPage() {
  const { t } = useTranslation('legal');
  return (
    <article className="legal narrow">
      <h1>{t('terms.title')}</h1>
      <p>{t('terms.intro')}</p>
      <LegalSections sections={t('terms.sections', { returnObjects: true })} />
      <p>
        <Link href={paths.contact} className="button">
          {t('contactButton')}
        </Link>
      </p>
    </article>
  );
}
