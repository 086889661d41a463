import { forwardRef, type ChangeEvent } from 'react';
import { Input, type InputProps } from '@postulate/ui';

/**
 * What was typed or pasted, as dd/MM/yyyy so far. A separator ('/', '-', '.' or a space) closes a
 * one-digit day or month with a leading zero ('5/9/1988' is 05/09/1988); without separators the
 * slashes go in as the third and fifth digits arrive ('15031990'), so backspace can still remove
 * them. A pasted ISO day ('1988-09-05') is turned around. Anything else is ignored.
 */
export function formatDateDigits(text: string): string {
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
  if (iso) return formatDateDigits(`${iso[3]}/${iso[2]}/${iso[1]}`);
  const parts = ['', '', ''];
  let part = 0;
  for (const char of text) {
    if (/\d/.test(char)) {
      // A full day or month moves on to the next part; the year takes four digits.
      if (part < 2 && parts[part].length === 2) part += 1;
      if (parts[part].length < (part === 2 ? 4 : 2)) parts[part] += char;
    } else if (/[/\-. ]/.test(char) && part < 2 && parts[part] !== '') {
      parts[part] = parts[part].padStart(2, '0');
      part += 1;
    }
  }
  // A separator just typed after the day or month shows as '05/'.
  return parts.slice(0, part + 1).join('/');
}

export type DateInputProps = Omit<InputProps, 'type' | 'inputMode' | 'maxLength'>;

/** A dd/MM/yyyy day typed with the number keys; works with react-hook-form's register(). */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput({ onChange, placeholder = 'dd/mm/aaaa', ...rest }, ref) {
  const format = (event: ChangeEvent<HTMLInputElement>) => {
    const formatted = formatDateDigits(event.target.value);
    if (formatted !== event.target.value) event.target.value = formatted;
    onChange?.(event);
  };
  return <Input autoComplete="off" {...rest} ref={ref} type="text" inputMode="numeric" maxLength={10} placeholder={placeholder} onChange={format} />;
});
