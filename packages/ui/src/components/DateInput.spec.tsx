import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateInput, formatDateDigits } from './DateInput';
import { Field } from './Field';

describe('DateInput', () => {
  it('puts the slashes in as the digits are typed and ignores anything else', async () => {
    render(
      <Field label="Fecha de nacimiento" htmlFor="fecha" hint="dd/mm/aaaa">
        <DateInput />
      </Field>,
    );
    const input = screen.getByLabelText('Fecha de nacimiento');
    await userEvent.type(input, '15a0319901');
    expect(input).toHaveValue('15/03/1990');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('15/0');
  });

  it('pads a day or month typed without its leading zero', async () => {
    render(
      <Field label="Fecha de nacimiento" htmlFor="fecha" hint="dd/mm/aaaa">
        <DateInput />
      </Field>,
    );
    const input = screen.getByLabelText('Fecha de nacimiento');
    await userEvent.type(input, '5/');
    expect(input).toHaveValue('05/');
    await userEvent.type(input, '9/1988');
    expect(input).toHaveValue('05/09/1988');
    await userEvent.clear(input);
    await userEvent.paste('5/9/1988');
    expect(input).toHaveValue('05/09/1988');
  });

  it('formats pasted days in any of the usual ways', () => {
    expect(formatDateDigits('15031990')).toBe('15/03/1990');
    expect(formatDateDigits('15/03/1990')).toBe('15/03/1990');
    expect(formatDateDigits('5-9-1988')).toBe('05/09/1988');
    expect(formatDateDigits(' 5.9.1988 ')).toBe('05/09/1988');
    expect(formatDateDigits('05/9/1988')).toBe('05/09/1988');
    expect(formatDateDigits('1988-09-05')).toBe('05/09/1988');
    expect(formatDateDigits('15//03')).toBe('15/03');
  });
});
