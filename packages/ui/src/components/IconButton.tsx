import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { Icon, type IconName } from './Icon';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName | (string & {});
  /** Accessible name; an icon alone has no text. */
  label: string;
  iconSize?: number;
}

/** A square 40 px button showing only an icon (close, menu). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, iconSize = 20, type = 'button', className, ...rest },
  ref,
) {
  return (
    <button {...rest} ref={ref} type={type} className={cx('pl-icon-button', className)} aria-label={label}>
      <Icon name={icon} size={iconSize} />
    </button>
  );
});
