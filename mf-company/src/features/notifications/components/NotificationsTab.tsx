import { errorMessage } from '@postulate/client';
import { NotificationSettings } from '@postulate/ui/notifications';
import { useNotificationChange, useNotificationPreferences } from '../api/notifications-api';

/** Mi Perfil → Notificaciones: the company's daily e-mail with its new applications per ad. */
export function NotificationsTab() {
  const preferences = useNotificationPreferences();
  const change = useNotificationChange();
  return (
    <NotificationSettings
      intro="Una vez por día, a la mañana, te enviamos cuántas postulaciones nuevas recibió cada aviso, con el enlace para verlas."
      preferences={preferences.data?.preferencias}
      loadError={preferences.isError ? errorMessage(preferences.error) : null}
      saving={change.isPending ? change.variables.tipo : null}
      saveError={change.isError ? errorMessage(change.error) : null}
      onChange={(tipo, activo) => change.mutate({ tipo, activo })}
    />
  );
}
