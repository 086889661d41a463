import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

const setup = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(<ConfirmDialog open body="¿Desea eliminar este estudio?" onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { user: userEvent.setup(), onConfirm, onCancel };
};

describe('ConfirmDialog', () => {
  it("asks with the title 'Confirme Acción' and the body, focusing 'Cancelar'", () => {
    setup();
    const dialog = screen.getByRole('alertdialog', { name: 'Confirme Acción' });
    expect(dialog).toHaveAccessibleDescription('¿Desea eliminar este estudio?');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it("calls onConfirm from 'Confirmar'", async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("calls onCancel from 'Cancelar'", async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels on Escape', async () => {
    const { user, onCancel } = setup();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('accepts a custom title', () => {
    setup({ title: 'Eliminar aviso' });
    expect(screen.getByRole('alertdialog', { name: 'Eliminar aviso' })).toBeInTheDocument();
  });

  it('while busy shows progress on Confirmar and cannot be dismissed', async () => {
    const { user, onCancel } = setup({ busy: true });
    expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
