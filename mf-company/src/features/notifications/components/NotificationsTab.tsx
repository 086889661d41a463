import { errorMessage } from '@postulate/client';
import { Alert, Loading } from '@postulate/ui';
import { NotificationSwitches } from '@postulate/ui/notifications';
import { useNotificationChange, useNotificationPreferences } from '../api/notifications-api';

/** Mi Perfil → Notificaciones: the company's daily e-mail with its new applications per ad. */
export function NotificationsTab() {
  const preferences = useNotificationPreferences();
  const change = useNotificationChange();
  if (preferences.isPending) return <Loading />;
  if (preferences.isError) return <Alert tone="error">{errorMessage(preferences.error)}</Alert>;
  return (
    <div className="pl-stack">
      <p>Una vez por día, a la mañana, te enviamos cuántas postulaciones nuevas recibió cada aviso, con el enlace para verlas.</p>
      <NotificationSwitches
        preferences={preferences.data.preferencias}
        saving={change.isPending ? change.variables.tipo : null}
        error={change.isError ? errorMessage(change.error) : null}
        onChange={(tipo, activo) => change.mutate({ tipo, activo })}
      />
    </div>
  );
}
