import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareAviso } from './ShareAviso';

const SHARED_URL = `${window.location.origin}/showAviso/7?origen=compartido`;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareAviso', () => {
  it('copies the shared link where the browser has no share sheet, and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    render(<ShareAviso id={7} titulo="Chofer de reparto" />);
    await user.click(screen.getByRole('button', { name: 'Compartir' }));
    expect(writeText).toHaveBeenCalledWith(SHARED_URL);
    expect(screen.getByRole('status')).toHaveTextContent('Enlace copiado: pegalo donde quieras compartirlo.');
  });

  it("opens the phone's share sheet with the title and the shared link", async () => {
    const share = jest.fn(async (_data: ShareData) => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareAviso id={7} titulo="Chofer de reparto" />);
    await userEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    expect(share).toHaveBeenCalledWith({ title: 'Chofer de reparto', url: SHARED_URL });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shares on WhatsApp with the title and the link, in a new tab', () => {
    render(<ShareAviso id={7} titulo="Chofer de reparto" />);
    const link = screen.getByRole('link', { name: 'Compartir por WhatsApp (se abre en otra pestaña)' });
    expect(link).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`Chofer de reparto ${SHARED_URL}`)}`);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
