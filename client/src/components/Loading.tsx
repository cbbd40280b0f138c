import { useTranslation } from '../i18n/index.ts';

/** The spinner and its text ('Loading…' unless told) while a page or a part of it loads. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label ?? t('loading')}
    </div>
  );
}
