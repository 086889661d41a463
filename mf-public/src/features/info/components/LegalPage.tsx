import { useId } from 'react';
import { Link } from 'react-router-dom';
import '../../../pages.css';
import { LEGAL_UPDATED, type LegalDocument } from '../content/legal';

/** A legal text: title, date, an index of its numbered sections, and the sections. */
export function LegalPage({ document: legal, related }: { document: LegalDocument; related?: { to: string; label: string } }) {
  const prefix = useId();
  const anchor = (index: number) => `${prefix}-${index + 1}`.replace(/:/g, '');
  return (
    <article className="pl-card pub-page pub-legal" aria-labelledby="legal-title">
      <h1 id="legal-title">{legal.title}</h1>
      <p className="pub-muted">Última actualización: {LEGAL_UPDATED}</p>
      <p>{legal.intro}</p>
      <nav aria-label="Índice" className="pub-legal__index">
        <h2>Índice</h2>
        <ol>
          {legal.sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#${anchor(index)}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {legal.sections.map((section, index) => (
        <section key={section.title} id={anchor(index)} aria-labelledby={`${anchor(index)}-title`} className="pub-legal__section">
          <h2 id={`${anchor(index)}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.after?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className="pub-legal__links">
        {related && <Link to={related.to}>{related.label}</Link>}
        <Link to="/">Volver a la página principal</Link>
      </p>
    </article>
  );
}
