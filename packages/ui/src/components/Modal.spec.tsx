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

  it('is shown with showModal, so the browser keeps focus inside and the page behind inert', async () => {
    const user = userEvent.setup();
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Editar estudio' }));
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(screen.getByRole('dialog'));
    showModal.mockRestore();
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

    await user.click(screen.getByRole('heading', { name: 'Editar estudio' }));
    expect(onClose).not.toHaveBeenCalled();

    // The ::backdrop belongs to the <dialog>: a click on it has the <dialog> itself as target.
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
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
