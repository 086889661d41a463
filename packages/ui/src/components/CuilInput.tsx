import { forwardRef, type ChangeEvent } from 'react';
import { Input, type InputProps } from '@postulate/ui';

/**
 * A CUIL/CUIT as typed or pasted ('20-12345678-6', '20 12345678 6', '20.12345678.6'): its first
 * 11 digits, shown as 20-12345678-6 as they arrive. Separators and anything else are dropped.
 */
export function formatCuilDigits(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 11);
  if (digits.length <= 2) return digits;
  if (digits.length <= 10) return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  return `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`;
}

export type CuilInputProps = Omit<InputProps, 'type' | 'inputMode' | 'maxLength'>;

/**
 * The CUIL box; works with react-hook-form's register(). It has no maxLength: the browser would cut
 * a pasted '20 - 12345678 - 6' before we could drop its spaces, losing the check digit.
 */
export const CuilInput = forwardRef<HTMLInputElement, CuilInputProps>(function CuilInput({ onChange, ...rest }, ref) {
  const format = (event: ChangeEvent<HTMLInputElement>) => {
    const formatted = formatCuilDigits(event.target.value);
    if (formatted !== event.target.value) event.target.value = formatted;
    onChange?.(event);
  };
  return <Input autoComplete="off" {...rest} ref={ref} type="text" inputMode="numeric" onChange={format} />;
});
