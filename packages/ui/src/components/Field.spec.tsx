import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field } from './Field';
import { Input } from './Input';
import { Select } from './Select';
import { Textarea } from './Textarea';

describe('Field with Input', () => {
  it('labels the control and links the error text to it', () => {
    render(
      <Field label="Usuario" htmlFor="usuario" error="El usuario debe tener al menos 4 caracteres">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Usuario');
    expect(input).toHaveAttribute('id', 'usuario');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('El usuario debe tener al menos 4 caracteres');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'usuario-error');
  });

  it('shows the success text and no alert when valid', () => {
    render(
      <Field label="Usuario" htmlFor="usuario" hint="Mínimo 4 caracteres" valid="La sintaxis del usuario es válida">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Usuario');
    expect(input).not.toBeInvalid();
    expect(input).toHaveAccessibleDescription('Mínimo 4 caracteres La sintaxis del usuario es válida');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets a control mark itself invalid without a Field', () => {
    render(<Input aria-label="Email" invalid />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInvalid();
  });
});

describe('Select', () => {
  it('offers the placeholder option first', () => {
    render(
      <Field label="Provincia" htmlFor="provincia">
        <Select placeholder="[Seleccione]" defaultValue="">
          <option value="1">Buenos Aires</option>
        </Select>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Provincia' });
    expect(select).toHaveDisplayValue('[Seleccione]');
  });
});

describe('Textarea counter', () => {
  it('counts down the remaining characters as the user types', async () => {
    const user = userEvent.setup();
    render(
      <Field label="Mensaje" htmlFor="mensaje">
        <Textarea maxLength={250} />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Mensaje' });
    expect(textarea).toHaveAccessibleDescription('Quedan 250 caracteres');

    await user.type(textarea, 'Hola');
    expect(screen.getByText('Quedan 246 caracteres')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('Quedan 246 caracteres');
  });

  it('stops at the limit', async () => {
    const user = userEvent.setup();
    render(<Textarea aria-label="Respuesta" maxLength={5} defaultValue="abc" />);
    expect(screen.getByText('Quedan 2 caracteres')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), 'defgh');
    expect(screen.getByRole('textbox')).toHaveValue('abcde');
    expect(screen.getByText('Quedan 0 caracteres')).toBeInTheDocument();
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return <Textarea aria-label="Mensaje" maxLength={10} value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    render(<Controlled />);
    await user.type(screen.getByRole('textbox'), 'abcdefghi');
    expect(screen.getByText('Queda 1 carácter')).toBeInTheDocument();
  });

  it('counts a value written through the ref, as react-hook-form does', () => {
    render(
      <Textarea
        aria-label="Mensaje"
        maxLength={250}
        ref={(node) => {
          if (node) node.value = 'Valor inicial';
        }}
      />,
    );
    expect(screen.getByText('Quedan 237 caracteres')).toBeInTheDocument();
  });

  it('shows no counter without maxLength', () => {
    render(<Textarea aria-label="Notas" />);
    expect(screen.queryByText(/Quedan/)).not.toBeInTheDocument();
  });
});
