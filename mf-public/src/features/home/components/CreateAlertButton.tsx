import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { errorMessage, useSessionStore } from '@postulate/client';
import { ALERT_MESSAGES, loginPathFor, type HomeFacetFilters, type HomeFilter } from '@postulate/contracts';
import { Button, Icon } from '@postulate/ui';
import { createAlert } from '../api/alert-api';

/**
 * 'Crear alerta': an applicant saves the search on screen (chips, area and facet filters but
 * 'Publicado') and gets its new ads by e-mail each morning; a visitor is sent to log in first, and
 * comes back to the same search. Remount it (a key) when the search changes.
 */
export function CreateAlertButton({ filters, area, facets }: { filters: HomeFilter[]; area: number | null; facets: HomeFacetFilters }) {
  const profile = useSessionStore((state) => state.profile);
  const { pathname, search } = useLocation();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  if (!profile) {
    return (
      // Back to this search after logging in, to save it there.
      <Link className="pub-alert__login" to={loginPathFor(pathname + search)}>
        <Icon name="mail" size={16} /> {ALERT_MESSAGES.loginToCreate}
      </Link>
    );
  }
  if (profile.role !== 'Postulante') return null;

  const save = async () => {
    setSaving(true);
    setOutcome(null);
    try {
      await createAlert(filters, area, facets);
      // Said only when the screen's search has a window the alert does not keep.
      setOutcome({ ok: true, text: facets.publicado === null ? ALERT_MESSAGES.created : `${ALERT_MESSAGES.created} ${ALERT_MESSAGES.withoutPublished}` });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="pub-alert">
      {outcome?.ok ? null : (
        <Button variant="secondary" busy={saving} onClick={() => void save()}>
          <Icon name="mail" size={16} /> {ALERT_MESSAGES.create}
        </Button>
      )}
      <p className="pub-alert__outcome" role="status">
        {outcome?.text}
        {outcome?.ok && (
          <>
            {' '}
            <Link to="/mispostulaciones/alertas">{ALERT_MESSAGES.seeAlerts}</Link>
          </>
        )}
      </p>
    </div>
  );
}
