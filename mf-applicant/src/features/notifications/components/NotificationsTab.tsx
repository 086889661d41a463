import { errorMessage } from '@postulate/client';
import { NotificationSettings } from '@postulate/ui/notifications';
import { useNotificationChange, useNotificationPreferences } from '../api/notifications-api';

/** Mi CV → Notificaciones: which e-mails the applicant gets about applications, messages and alerts. */
export function NotificationsTab() {
  const preferences = useNotificationPreferences();
  const change = useNotificationChange();
  return (
    <NotificationSettings
      intro="Te avisamos por correo cuando una empresa cambia el estado de tu postulación o te escribe, y con las alertas de empleo que crees."
      preferences={preferences.data?.preferencias}
      loadError={preferences.isError ? errorMessage(preferences.error) : null}
      saving={change.isPending ? change.variables.tipo : null}
      saveError={change.isError ? errorMessage(change.error) : null}
      onChange={(tipo, activo) => change.mutate({ tipo, activo })}
    />
  );
}
