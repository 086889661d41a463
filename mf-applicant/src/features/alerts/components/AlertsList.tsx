import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ALERT_FREQUENCY_LABELS, ALERT_MESSAGES, MAX_JOB_ALERTS, alertHomeQuery, formatDmy, splitSearchTerms, type JobAlert } from '@postulate/contracts';
import { Alert, Button, ConfirmDialog, Loading } from '@postulate/ui';
import { LoadFailed } from '../../common/components/LoadFailed';
import { useConfirmedRemoval } from '../../common/hooks/useConfirmedRemoval';
import { useAlertDelete, useAlerts } from '../api/alerts-api';
import { AlertEditDialog } from './AlertEditDialog';
import '../alerts.css';

/** The home with the alert's search, its facet filters included. */
const homeSearchOf = ({ busqueda }: JobAlert) => `/${alertHomeQuery({ ...busqueda, terms: splitSearchTerms(busqueda.q), provinces: busqueda.province })}`;

/** Tab 'Mis alertas': the saved searches mailed each morning or week, each with its search in words, 'Editar' and 'Eliminar'. */
export function AlertsList() {
  const query = useAlerts();
  const removal = useConfirmedRemoval(useAlertDelete());
  const [editing, setEditing] = useState<JobAlert | null>(null);
  const [saved, setSaved] = useState(false);

  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed query={query} />;
  const alerts = query.data.response;

  return (
    <div className="pl-stack">
      <p className="pl-hint">
        Te enviamos por correo los avisos nuevos de cada búsqueda guardada, cada mañana o una vez por semana, como elijas. Podés tener hasta {MAX_JOB_ALERTS}{' '}
        alertas.
      </p>
      {removal.done && <Alert tone="success">{ALERT_MESSAGES.deleted}</Alert>}
      {saved && <Alert tone="success">{ALERT_MESSAGES.saved}</Alert>}
      {alerts.length === 0 ? (
        <div className="pl-card apl-alerts__empty">
          <p>{ALERT_MESSAGES.none}</p>
          <Link to="/">Buscar avisos</Link>
        </div>
      ) : (
        <ul className="apl-alerts" aria-label="Mis alertas">
          {alerts.map((alert) => (
            <li key={alert.id} className="pl-card apl-alerts__item">
              <div className="apl-alerts__text">
                {alert.nombre && <p className="apl-alerts__name">{alert.nombre}</p>}
                <p className="apl-alerts__search">{alert.descripcion}</p>
                <p className="pl-hint">
                  {ALERT_FREQUENCY_LABELS[alert.frecuencia]} · Creada el {formatDmy(new Date(alert.creadaEl))} ·{' '}
                  {alert.ultimoCorreoEl ? `Último correo: ${formatDmy(new Date(alert.ultimoCorreoEl))}` : 'Todavía sin correos'}
                </p>
              </div>
              <div className="pl-actions apl-alerts__actions">
                <Link to={homeSearchOf(alert)} aria-label={`Ver avisos de ${alert.descripcion}`}>
                  Ver avisos
                </Link>
                <Button
                  variant="secondary"
                  aria-label={`${ALERT_MESSAGES.edit} la alerta ${alert.nombre ?? alert.descripcion}`}
                  onClick={() => {
                    setSaved(false);
                    removal.dismiss();
                    setEditing(alert);
                  }}
                >
                  {ALERT_MESSAGES.edit}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`Eliminar la alerta ${alert.descripcion}`}
                  onClick={() => {
                    setSaved(false);
                    removal.ask(alert);
                  }}
                >
                  Eliminar
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AlertEditDialog
        alert={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setSaved(true);
        }}
      />
      <ConfirmDialog
        open={removal.confirming !== null}
        danger
        busy={removal.busy}
        body={
          <div className="pl-stack">
            <p>{ALERT_MESSAGES.deleteQuestion}</p>
            {removal.confirming && <p className="apl-alerts__search">{removal.confirming.descripcion}</p>}
            {removal.error && <Alert tone="error">{removal.error}</Alert>}
          </div>
        }
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </div>
  );
}
