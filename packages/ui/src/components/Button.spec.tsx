import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button } from './Button';
import { FullPageLoading, Loading } from './Loading';

describe('Button', () => {
  it('is a plain button that does not submit forms unless asked', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onClick = jest.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Volver</Button>
        <Button type="submit">Buscar</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy is disabled, marked aria-busy and keeps its label', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button busy onClick={onClick}>
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the <button>', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Ok</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Ok' }));
  });
});

describe('Loading', () => {
  it("reads 'Cargando...' by default", () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
  });

  it('takes another label, as the boot screen does', () => {
    render(<FullPageLoading label="Inicializando..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Inicializando...');
  });
});
