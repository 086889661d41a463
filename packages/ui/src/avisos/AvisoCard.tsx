import { useId, type ReactNode } from 'react';
import { cutDescription, formatDmy, type AvisoCardData } from '@postulate/contracts';
import { AvisoCompany } from './AvisoCompany';
import { AvisoFacts } from './AvisoFacts';
import './avisos.css';

export interface AvisoCardProps {
  aviso: AvisoCardData;
  /** The card's actions (a link to the full ad, an apply button): the card itself fetches nothing. */
  children?: ReactNode;
  /** Level of the title in the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** An ad in a list: title, area and sub-area, date, company or 'Confidencial', the cut description and facts. */
export function AvisoCard({ aviso, children, headingLevel = 3 }: AvisoCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="pl-aviso-card" aria-labelledby={titleId}>
      <header className="pl-aviso-card__header">
        <div className="pl-aviso-card__heading">
          <Heading id={titleId} className="pl-aviso-card__title">
            {aviso.titulo}
          </Heading>
          <p className="pl-aviso-card__area">
            {aviso.area.name} · {aviso.subarea.name}
          </p>
          <p className="pl-aviso-card__date">
            Publicado el <time dateTime={aviso.publicadoEl}>{formatDmy(new Date(aviso.publicadoEl))}</time>
          </p>
        </div>
        <AvisoCompany aviso={aviso} />
      </header>
      <p className="pl-aviso-card__description">{cutDescription(aviso.descripcion)}</p>
      <AvisoFacts aviso={aviso} />
      {children && <div className="pl-aviso-card__actions">{children}</div>}
    </article>
  );
}
