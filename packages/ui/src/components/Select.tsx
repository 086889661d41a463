import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { useFieldControl } from '../internal/field-context';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Sets aria-invalid (a surrounding Field with an error does this too). */
  invalid?: boolean;
  /** A first option with an empty value, e.g. MESSAGES.finderDefault ('[Seleccione]'). */
  placeholder?: string;
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ invalid, placeholder, className, children, ...rest }, ref) {
  const a11y = useFieldControl(rest, invalid);
  return (
    <select {...rest} {...a11y} ref={ref} className={cx('pl-select', className)}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {children}
    </select>
  );
});
