import { useTranslation } from '../../i18n/index.ts';

export type LegalSection = { id: string; title: string; paragraphs: string[]; items?: string[]; after?: string[] };

/** The numbered or titled sections of a legal page, read from the page's texts. */
export function LegalSections({ textsKey }: { textsKey: string }) {
  const { t } = useTranslation();
  const sections = t(textsKey, { returnObjects: true }) as LegalSection[];
  return sections.map((section) => (
    <section key={section.id} aria-labelledby={`legal-${section.id}`} data-testid={`legal-${section.id}`}>
      <h2 id={`legal-${section.id}`}>{section.title}</h2>
      {section.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.items && (
        <ul>
          {section.items.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {section.after?.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </section>
  ));
}
