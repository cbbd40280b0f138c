import { useTranslation } from 'react-i18next';

/** Placeholder for a page another issue builds: the route exists, the text says so in both languages. */
export function BeingBuilt({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="page narrow" data-testid="being-built">
      <h1>{t(titleKey)}</h1>
      <h2>{t('beingBuilt.title')}</h2>
      <p>{t('beingBuilt.text')}</p>
    </section>
  );
}
