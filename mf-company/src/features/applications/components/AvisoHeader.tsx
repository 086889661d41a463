import { Link } from 'react-router-dom';
import { formatDmy, type CompanyAvisoHeader } from '@postulate/contracts';

/** Title, area - sub-area, publication date and 'Ver aviso', over the applications and each profile. */
export function AvisoHeader({ aviso, headingLevel = 1 }: { aviso: CompanyAvisoHeader; headingLevel?: 1 | 2 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <header className="pl-card cmp-aviso-header">
      <Heading id="cmp-aviso-title" className={headingLevel === 1 ? 'pl-page-title' : 'pl-card__title'}>
        {aviso.titulo}
      </Heading>
      <p>
        {aviso.area} - {aviso.subarea}
      </p>
      <p className="pl-small pl-muted">
        {aviso.publicadoEl ? `Publicado el ${formatDmy(new Date(aviso.publicadoEl))}` : 'Sin publicar'}
        {aviso.status === 'finished' && ' · Finalizado'}
        {aviso.status === 'hidden' && ' · Oculto: no aparece en las búsquedas'}
      </p>
      <Link to={`/admin/aviso/${aviso.id}/vista`}>Ver aviso</Link>
    </header>
  );
}
