import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { Link } from 'wouter';
import { paths } from '../../config/paths.ts';
import './faq.css';

export function FaqPage() {
  const { t } = useTranslation('faq');
  const items = t('items', { returnObjects: true });
  // Several answers may be open at once.
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <article className="page narrow faq">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ul className="faq-list" data-testid="faq-list">
        {items.map((item, index) => {
          const expanded = open.has(index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the catalogue; which are open is kept by index
            <li key={index} className="faq-item">
              <h2 className="faq-question">
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={`faq-answer-${index}`}
                  id={`faq-question-${index}`}
                  onClick={() => toggle(index)}
                >
                  <span>{item.q}</span>
                  <span className="faq-toggle" aria-hidden="true">
                    {expanded ? '−' : '+'}
                  </span>
                </button>
              </h2>
              <section
                id={`faq-answer-${index}`}
                aria-labelledby={`faq-question-${index}`}
                className="faq-answer"
                hidden={!expanded}
              >
                <p>{item.a}</p>
              </section>
            </li>
          );
        })}
      </ul>
      <section className="card faq-still" aria-labelledby="faq-still">
        <h2 id="faq-still">{t('still.title')}</h2>
        <p>{t('still.text')}</p>
        <Link href={paths.contact} className="button">
          {t('still.button')}
        </Link>
      </section>
    </article>
  );
}
