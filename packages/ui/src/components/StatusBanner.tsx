import type { ReactNode } from 'react';
import { MESSAGES } from '@postulate/contracts';
import { Icon } from './Icon';
import { Spinner } from './Spinner';

export type SaveStatus = 'idle' | 'loading' | 'saving' | 'saved' | 'error';

export interface StatusBannerProps {
  status: SaveStatus;
  /** Replaces the default text of the status (e.g. the server's message for 'error'). */
  message?: ReactNode;
}

const DEFAULT_TEXT: Record<Exclude<SaveStatus, 'idle'>, string> = {
  loading: MESSAGES.loadingBanner,
  saving: MESSAGES.saving,
  saved: MESSAGES.saved,
  error: MESSAGES.saveError,
};

/** Progress of a load or save: icon plus text, so colour is never the only signal. */
export function StatusBanner({ status, message }: StatusBannerProps) {
  if (status === 'idle') return null;
  const busy = status === 'loading' || status === 'saving';
  return (
    <div className={`pl-banner pl-banner--${status}`} role={status === 'error' ? 'alert' : 'status'}>
      {busy ? <Spinner size="sm" /> : <Icon name={status === 'saved' ? 'check' : 'alert'} />}
      <span>{message ?? DEFAULT_TEXT[status]}</span>
    </div>
  );
}
