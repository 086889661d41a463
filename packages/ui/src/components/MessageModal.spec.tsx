import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageModal } from './MessageModal';

describe('MessageModal', () => {
  it("shows title and body and closes from 'Cerrar'", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<MessageModal open title="Faltan Test por hacer" body="Tenés aún Tests por hacer" onClose={onClose} />);

    expect(screen.getByRole('dialog', { name: 'Faltan Test por hacer' })).toHaveTextContent('Tenés aún Tests por hacer');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("adds the given buttons and still offers 'Cerrar'", async () => {
    const user = userEvent.setup();
    const goToTests = jest.fn();
    render(
      <MessageModal
        open
        title="Faltan Test por hacer"
        body="Tenés aún Tests por hacer"
        buttons={[{ label: 'Ir a Mis Tests', onClick: goToTests }]}
        onClose={() => {}}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Ir a Mis Tests' }));
    expect(goToTests).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Ir a Mis Tests', 'Cerrar']);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<MessageModal open title="Aviso" body="Hola" onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
