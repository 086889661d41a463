import type { ReactNode } from 'react';
import {
  answerRequirementText,
  formatDmy,
  hasRequirement,
  SCREENING_MESSAGES,
  type AvisoDetailData,
  type AvisoPreviewData,
  type AvisoRequirement,
} from '@postulate/contracts';
import { AvisoCompany } from './AvisoCompany';
import { AvisoFacts } from './AvisoFacts';
import { AvisoRequirementNote } from './AvisoRequirementNote';
import './avisos.css';
import './aviso-detail.css';

export interface AvisoDetailProps {
  /** A company's preview of a draft has no publication date (AvisoPreviewData). */
  aviso: AvisoDetailData | AvisoPreviewData;
  /** When a published ad stops being published (its 30, 60 or 90 days). */
  venceEl?: string | null;
  /** The ad's gender or age requirement with its reason; the apply step shows it instead when it is there. */
  requisito?: AvisoRequirement | null;
  /** Actions under the ad (apply, log in to apply): the detail itself fetches nothing. */
  children?: ReactNode;
  /** Tools right under the heading (sharing a published ad). */
  tools?: ReactNode;
}

/** The whole public ad: the page's h1 is its title. */
export function AvisoDetail({ aviso, venceEl, requisito, children, tools }: AvisoDetailProps) {
  const questions = aviso.preguntas.length;
  const required = aviso.preguntas.filter(hasRequirement);
  return (
    <article className="pl-aviso-detail" aria-labelledby="aviso-detail-title">
      <header className="pl-aviso-card__header">
        <div className="pl-aviso-card__heading">
          <h1 id="aviso-detail-title" className="pl-aviso-detail__title">
            {aviso.titulo}
          </h1>
          <p className="pl-aviso-card__area">
            {aviso.area.name} · {aviso.subarea.name}
          </p>
          {aviso.publicadoEl && (
            <p className="pl-aviso-card__date">
              Publicado el <time dateTime={aviso.publicadoEl}>{formatDmy(new Date(aviso.publicadoEl))}</time>
              {venceEl && (
                <>
                  {' · Vence el '}
                  <time dateTime={venceEl}>{formatDmy(new Date(venceEl))}</time>
                </>
              )}
            </p>
          )}
        </div>
        <AvisoCompany aviso={aviso} />
      </header>
      {tools}
      <h2 className="pl-aviso-detail__subtitle">Descripción del puesto</h2>
      <p className="pl-aviso-detail__description">{aviso.descripcion}</p>
      <h2 className="pl-aviso-detail__subtitle">Detalles</h2>
      <AvisoFacts aviso={aviso} extra={[{ term: 'Nivel', value: aviso.nivel.name }]} />
      {requisito && <AvisoRequirementNote requisito={requisito} />}
      {required.length > 0 && (
        <section aria-labelledby="aviso-detail-screening">
          <h2 id="aviso-detail-screening" className="pl-aviso-detail__subtitle">
            Lo que pide la empresa
          </h2>
          <ul className="pl-aviso-detail__screening">
            {required.map((pregunta) => (
              <li key={pregunta.id}>
                {pregunta.pregunta} <strong>{answerRequirementText(pregunta)}</strong>
              </li>
            ))}
          </ul>
          <p className="pl-muted">{SCREENING_MESSAGES.neverBlocks}</p>
        </section>
      )}
      {questions > 0 && (
        <p className="pl-muted">
          {questions === 1 ? 'Al postularte vas a responder 1 pregunta de la empresa.' : `Al postularte vas a responder ${questions} preguntas de la empresa.`}
        </p>
      )}
      {children && <div className="pl-aviso-detail__actions">{children}</div>}
    </article>
  );
}
