import type { NotificationKind, NotificationPreference } from '@postulate/contracts';
import { Alert } from '../components/Alert';
import { Spinner } from '../components/Spinner';
import './notifications.css';

export interface NotificationSwitchesProps {
  preferences: NotificationPreference[];
  /** The switch being saved, locked until the answer arrives. */
  saving: NotificationKind | null;
  error: string | null;
  onChange: (tipo: NotificationKind, activo: boolean) => void;
}

/** One switch per kind of e-mail; each change is saved at once and confirmed by the server's answer. */
export function NotificationSwitches({ preferences, saving, error, onChange }: NotificationSwitchesProps) {
  return (
    <fieldset className="pl-notifications">
      <legend className="pl-notifications__legend">Qué correos querés recibir</legend>
      {preferences.map((preference) => {
        const id = `notificacion-${preference.tipo}`;
        return (
          <div key={preference.tipo} className="pl-notifications__row">
            <input
              id={id}
              type="checkbox"
              role="switch"
              className="pl-notifications__switch"
              checked={preference.activo}
              disabled={saving !== null}
              onChange={(event) => onChange(preference.tipo, event.target.checked)}
            />
            <label htmlFor={id}>{preference.etiqueta}</label>
            {saving === preference.tipo && <Spinner size="sm" />}
          </div>
        );
      })}
      <p className="pl-notifications__hint">Cada correo trae un enlace para darte de baja con un clic, sin iniciar sesión.</p>
      {error && <Alert tone="error">{error}</Alert>}
    </fieldset>
  );
}
