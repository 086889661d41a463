import { Link } from 'react-router-dom';
import { waitingLongText, type CompanyDashboard } from '@postulate/contracts';
import { Icon } from '@postulate/ui';

/**
 * The dashboard's reminder (issue 39): how many applications wait for an answer more than 15 days,
 * each ad with its count a link to its list. Nothing while none waits that long.
 */
export function WaitingApplications({ waiting }: { waiting: CompanyDashboard['esperanRespuesta'] }) {
  if (waiting.total === 0) return null;
  return (
    <section className="pl-card pl-stack" aria-labelledby="waiting-title">
      <h2 id="waiting-title" className="pl-card__title">
        <Icon name="alert" size={18} /> {waitingLongText(waiting.total)}
      </h2>
      <p className="pl-muted">Respondé o cambiá su estado: quienes se postularon esperan saber de vos.</p>
      <ul className="cmp-unread" aria-labelledby="waiting-title">
        {waiting.avisos.map((aviso) => (
          <li key={aviso.avisoId}>
            <Link to={`/admin/aviso/${aviso.avisoId}/aplicaciones`}>{aviso.titulo}</Link>{' '}
            <span className="pl-small pl-muted">· {aviso.total === 1 ? '1 postulación' : `${aviso.total} postulaciones`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
