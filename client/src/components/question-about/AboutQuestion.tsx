import { useTranslation } from '../../i18n/index.ts';
import { useLoad } from '../../lib/use-load.ts';
import { fetchAbout } from './api.ts';
import { ReportForm } from './ReportForm.tsx';
import './question-about.css';

/** A source's address as a reader scans it: host and path, without the scheme and www. */
const shortUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');

/**
 * "About this question": where the facts of a day's question come from, as links, and a way to report
 * an error in it. Only ever shown for an ended play (the server refuses both before), on the result
 * and the already-played page.
 */
export function AboutQuestion({ fecha }: { fecha: string }) {
  const { t } = useTranslation('questionAbout');
  // Another day's sources are not shown while this day's load.
  const { value: fuentes, failed } = useLoad(async () => (await fetchAbout(fecha)).fuentes, [fecha], { reset: true });

  if (!fuentes && !failed) return null;
  return (
    <section className="question-about" aria-labelledby="question-about-title" data-testid="question-about">
      <h3 id="question-about-title">{t('title')}</h3>
      {failed && <p role="status">{t('error')}</p>}
      {fuentes && fuentes.length === 0 && <p>{t('none')}</p>}
      {fuentes && fuentes.length > 0 && (
        <>
          <p>{t('intro')}</p>
          <ul>
            {fuentes.map((fuente) => (
              <li key={fuente.url}>
                <a href={fuente.url} target="_blank" rel="noopener noreferrer nofollow">
                  <span className="question-about-outlet">{fuente.medio}</span>
                  <span className="question-about-url">{shortUrl(fuente.url)}</span>
                  <span className="visually-hidden"> {t('newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <ReportForm fecha={fecha} />
    </section>
  );
}
