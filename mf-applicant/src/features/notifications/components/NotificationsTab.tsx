import { errorMessage } from '@postulate/client';
import { Alert, Loading } from '@postulate/ui';
import { NotificationSwitches } from '@postulate/ui/notifications';
import { useNotificationChange, useNotificationPreferences } from '../api/notifications-api';

/** Mi CV → Notificaciones: which e-mails the applicant gets about applications, messages and alerts. */
export function NotificationsTab() {
  const preferences = useNotificationPreferences();
  const change = useNotificationChange();
  if (preferences.isPending) return <Loading />;
  if (preferences.isError) return <Alert tone="error">{errorMessage(preferences.error)}</Alert>;
  return (
    <div className="pl-stack">
      <p>Te avisamos por correo cuando una empresa cambia el estado de tu postulación o te escribe, y con las alertas de empleo que crees.</p>
      <NotificationSwitches
        preferences={preferences.data.preferencias}
        saving={change.isPending ? change.variables.tipo : null}
        error={change.isError ? errorMessage(change.error) : null}
        onChange={(tipo, activo) => change.mutate({ tipo, activo })}
      />
    </div>
  );
}
