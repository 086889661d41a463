import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button onClick={() => setOpen(true)}>Editar estudio</button>
      <Modal open={open} title="Editar estudio" onClose={close} footer={<Button onClick={close}>Guardar</Button>}>
        <label htmlFor="titulo">Título</label>
        <input id="titulo" />
        <a href="#ayuda">Ayuda</a>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a named modal dialog in document.body with focus on its first field', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Editar estudio' }));

    const dialog = screen.getByRole('dialog', { name: 'Editar estudio' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(screen.getByLabelText('Título')).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Editar estudio' }));
    const field = screen.getByLabelText('Título');
    const close = screen.getByRole('button', { name: 'Cerrar' });
    const save = screen.getByRole('button', { name: 'Guardar' });

    await user.tab();
    expect(screen.getByRole('link', { name: 'Ayuda' })).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Editar estudio' });
    await user.click(opener);

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('returns focus to the opener after closing from a footer button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Editar estudio' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Editar estudio' }));
    const dialog = screen.getByRole('dialog');

    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(dialog.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stops the page behind from scrolling while open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Editar estudio' }));
    expect(document.body).toHaveAttribute('data-pl-scroll-lock', '1');
    await user.keyboard('{Escape}');
    expect(document.body).not.toHaveAttribute('data-pl-scroll-lock');
  });

  it('lets Escape close only the innermost of two nested dialogs', async () => {
    const user = userEvent.setup();
    const closeOuter = jest.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Modal open title="Exterior" onClose={closeOuter}>
          <button onClick={() => setInner(true)}>Ver detalle</button>
          <Modal open={inner} title="Interior" onClose={() => setInner(false)}>
            <button>Dentro</button>
          </Modal>
        </Modal>
      );
    }
    render(<Nested />);
    const opener = screen.getByRole('button', { name: 'Ver detalle' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Dentro' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Interior' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Exterior' })).toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(closeOuter).not.toHaveBeenCalled();
  });
});
