import { Link, useLocation } from 'react-router-dom';
import { errorMessage, useSessionStore } from '@postulate/client';
import { ALERT_MESSAGES, loginPathFor, type HomeFacetFilters, type HomeFilter } from '@postulate/contracts';
import { Button, Icon } from '@postulate/ui';
import { useCreateAlert } from '../api/alert-api';

/**
 * 'Crear alerta': an applicant saves the search on screen (chips, area and facet filters but
 * 'Publicado') and gets its new ads by e-mail each morning; a visitor is sent to log in first, and
 * comes back to the same search. Remount it (a key) when the search changes.
 */
export function CreateAlertButton({
  filters,
  area,
  facets,
  savedAlert,
}: {
  filters: HomeFilter[];
  area: number | null;
  facets: HomeFacetFilters;
  /** The applicant's alert with this search, when they have one (GET /api/aplica/marcas). */
  savedAlert: number | null;
}) {
  const profile = useSessionStore((state) => state.profile);
  const { pathname, search } = useLocation();
  const creation = useCreateAlert();

  if (!profile) {
    return (
      // Back to this search after logging in, to save it there.
      <Link className="pub-alert__login" to={loginPathFor(pathname + search)}>
        <Icon name="mail" size={16} /> {ALERT_MESSAGES.loginToCreate}
      </Link>
    );
  }
  if (profile.role !== 'Postulante') return null;
  if (savedAlert !== null && !creation.isSuccess) {
    return (
      <p className="pub-alert pub-alert--saved">
        <Icon name="mail" size={16} />
        <span>
          {ALERT_MESSAGES.duplicate}. <Link to="/mispostulaciones/alertas">{ALERT_MESSAGES.seeAlerts}</Link>
        </span>
      </p>
    );
  }

  // Said only when the screen's search has a window the alert does not keep.
  const created = facets.publicado === null ? ALERT_MESSAGES.created : `${ALERT_MESSAGES.created} ${ALERT_MESSAGES.withoutPublished}`;
  const outcome = creation.isSuccess ? created : creation.isError ? errorMessage(creation.error) : null;

  return (
    <div className="pub-alert">
      {creation.isSuccess ? null : (
        <Button variant="secondary" busy={creation.isPending} onClick={() => creation.mutate({ filters, area, facets })}>
          <Icon name="mail" size={16} /> {ALERT_MESSAGES.create}
        </Button>
      )}
      <p className="pub-alert__outcome" role="status">
        {outcome}
        {creation.isSuccess && (
          <>
            {' '}
            <Link to="/mispostulaciones/alertas">{ALERT_MESSAGES.seeAlerts}</Link>
          </>
        )}
      </p>
    </div>
  );
}
