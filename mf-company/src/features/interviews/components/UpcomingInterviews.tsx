import { Link } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import { Alert, Loading } from '@postulate/ui';
import { useUpcomingInterviews } from '../api/interviews-api';
import { answerLine, placeLine, whenLine } from './interview-text';

/** How many a dashboard shows; the ad's applications page shows all of its own. */
const DASHBOARD_MAX = 5;

/**
 * 'Próximas entrevistas': the programmed interviews that have not ended, soonest first, each with
 * the candidate's answer and a link to the profile; of one ad on its applications page.
 */
export function UpcomingInterviews({ avisoId }: { avisoId?: number }) {
  const upcoming = useUpcomingInterviews(avisoId);
  const all = upcoming.data?.response ?? [];
  const shown = avisoId ? all : all.slice(0, DASHBOARD_MAX);
  // On an ad's page the list appears only when there is something to show.
  if (avisoId && (!upcoming.data || all.length === 0)) return null;

  return (
    <section className="pl-card pl-stack" aria-labelledby={`upcoming-interviews-${avisoId ?? 'all'}`}>
      <h2 id={`upcoming-interviews-${avisoId ?? 'all'}`} className="pl-card__title">
        Próximas entrevistas
      </h2>
      {upcoming.error && <Alert tone="error">{errorMessage(upcoming.error)}</Alert>}
      {!upcoming.data && !upcoming.error && <Loading />}
      {upcoming.data && all.length === 0 && <p className="pl-muted">No tenés entrevistas programadas.</p>}
      {shown.length > 0 && (
        <ul className="cmp-items" aria-label="Próximas entrevistas">
          {shown.map((interview) => (
            <li key={interview.id} className="cmp-item">
              <div className="cmp-aviso__main">
                <p>
                  <Link to={`/admin/aviso/${interview.idAviso}/aplicaciones/${interview.idAplicacion}`}>{interview.nombre ?? 'Postulante dado de baja'}</Link>
                  {!avisoId && <span className="pl-muted"> · {interview.titulo}</span>}
                </p>
                <p>{whenLine(interview)}</p>
                <p className="pl-small">
                  {placeLine(interview)} ·{' '}
                  <span className={`pl-badge${interview.respuesta === 'confirmada' ? ' pl-badge--accent' : ''}`}>{answerLine(interview)}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {!avisoId && all.length > shown.length && <p className="pl-muted pl-small">Y {all.length - shown.length} más: las ves en cada aviso.</p>}
    </section>
  );
}
