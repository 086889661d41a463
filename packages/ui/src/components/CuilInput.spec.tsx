import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CuilInput } from './CuilInput';
import { Field } from './Field';

const renderBox = () => {
  render(
    <Field label="Cuil" htmlFor="cuil">
      <CuilInput />
    </Field>,
  );
  return screen.getByLabelText('Cuil');
};

describe('CuilInput', () => {
  it.each(['20-12345678-6', ' 20 - 12345678 - 6 ', '20.12345678.6', '20123456786'])('keeps all 11 digits of a pasted %j', async (pasted) => {
    const input = renderBox();
    await userEvent.click(input);
    await userEvent.paste(pasted);
    expect(input).toHaveValue('20-12345678-6');
  });

  it('puts the dashes in as the digits are typed', async () => {
    const input = renderBox();
    await userEvent.type(input, '2012');
    expect(input).toHaveValue('20-12');
    await userEvent.type(input, '3456786');
    expect(input).toHaveValue('20-12345678-6');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });
});
