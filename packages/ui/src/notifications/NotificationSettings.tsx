import type { ReactNode } from 'react';
import type { NotificationKind, NotificationPreference } from '@postulate/contracts';
import { Alert } from '../components/Alert';
import { Loading } from '../components/Loading';
import { NotificationSwitches } from './NotificationSwitches';

export interface NotificationSettingsProps {
  /** What these e-mails are, in the role's words. */
  intro: ReactNode;
  /** The switches as saved; undefined while they load. */
  preferences: NotificationPreference[] | undefined;
  loadError: string | null;
  saving: NotificationKind | null;
  saveError: string | null;
  onChange: (tipo: NotificationKind, activo: boolean) => void;
}

/** The 'Notificaciones' tab of Mi CV and of the company's Mi Perfil: loading, a failed read, or the switches. */
export function NotificationSettings({ intro, preferences, loadError, saving, saveError, onChange }: NotificationSettingsProps) {
  if (loadError) return <Alert tone="error">{loadError}</Alert>;
  if (!preferences) return <Loading />;
  return (
    <div className="pl-stack">
      <p>{intro}</p>
      <NotificationSwitches preferences={preferences} saving={saving} error={saveError} onChange={onChange} />
    </div>
  );
}
