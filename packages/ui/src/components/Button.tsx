import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Work in progress: the button is disabled, marked aria-busy and shows a spinner. */
  busy?: boolean;
  /** Full width of its container. */
  block?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', busy = false, block = false, type = 'button', disabled, className, children, ...rest },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      // Not "submit": a button inside a form should submit only when it says so.
      type={type}
      className={cx('pl-button', `pl-button--${variant}`, block && 'pl-button--block', className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner size="sm" />}
      {children}
    </button>
  );
});
