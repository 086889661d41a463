import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Drawer } from './Drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button aria-label="Abrir menú" onClick={() => setOpen(true)} />
      <Drawer open={open} onClose={() => setOpen(false)} label="Menú principal">
        <nav>
          <a href="/home">Home</a>
          <a href="/cv">Mi CV</a>
        </nav>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a modal dialog 260 px wide with focus on the first link', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));

    const drawer = screen.getByRole('dialog', { name: 'Menú principal' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer).toHaveStyle({ width: '260px' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('closes on Escape, returning focus to the menu button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Abrir menú' });
    await user.click(opener);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from the backdrop and from its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(screen.getByRole('link', { name: 'Mi CV' }).closest('nav')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
