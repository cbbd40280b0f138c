export type LegalSection = {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  after?: readonly string[];
};

/** The numbered or titled sections of a legal page, as its texts list them. */
export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
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
