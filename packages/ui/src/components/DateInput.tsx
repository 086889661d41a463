import { forwardRef, type ChangeEvent } from 'react';
import { Input, type InputProps } from './Input';

/**
 * The typed digits as dd/MM/yyyy: slashes go in as the third and fifth digits arrive, so
 * backspace can still remove them and pasting '15031990' or '15/03/1990' gives the same day.
 */
export function formatDateDigits(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

export type DateInputProps = Omit<InputProps, 'type' | 'inputMode' | 'maxLength'>;

/** A dd/MM/yyyy day typed with the number keys; works with react-hook-form's register(). */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { onChange, placeholder = 'dd/mm/aaaa', ...rest },
  ref,
) {
  const format = (event: ChangeEvent<HTMLInputElement>) => {
    const formatted = formatDateDigits(event.target.value);
    if (formatted !== event.target.value) event.target.value = formatted;
    onChange?.(event);
  };
  return (
    <Input
      autoComplete="off"
      {...rest}
      ref={ref}
      type="text"
      inputMode="numeric"
      maxLength={10}
      placeholder={placeholder}
      onChange={format}
    />
  );
});
