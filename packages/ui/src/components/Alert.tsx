import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Icon, type IconName } from './Icon';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  className?: string;
}

const ICON: Record<AlertTone, IconName> = { error: 'alert', warning: 'alert', success: 'check', info: 'info' };

/**
 * A centred message box (the spec's red centred alert for errors). Errors and warnings interrupt
 * screen readers (role="alert"); success and info are announced politely (role="status").
 */
export function Alert({ tone, children, className }: AlertProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div className={cx('pl-alert', `pl-alert--${tone}`, className)} role={urgent ? 'alert' : 'status'}>
      <Icon name={ICON[tone]} />
      <span>{children}</span>
    </div>
  );
}
