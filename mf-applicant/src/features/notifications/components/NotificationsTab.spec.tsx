import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_LABELS, type NotificationChange, type NotificationKind, type NotificationPreferences } from '@postulate/contracts';
import { clientDouble, signInApplicant } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { ApiError } = client.module;
const { NotificationsTab } = await import('./NotificationsTab');

/** The server: each switch as last saved. */
function serverWith(off: NotificationKind[]) {
  const turnedOff = new Set(off);
  const answer = (): NotificationPreferences => ({
    preferencias: (['estado', 'mensajes', 'alertas'] as const).map((tipo) => ({ tipo, etiqueta: NOTIFICATION_LABELS[tipo], activo: !turnedOff.has(tipo) })),
  });
  client.on('GET', '/api/notificaciones', answer);
  client.on('POST', '/api/notificaciones', (call) => {
    const { tipo, activo } = call.body as NotificationChange;
    if (tipo === 'alertas') throw new ApiError(503, { message: 'El servicio no está disponible' });
    if (activo) turnedOff.delete(tipo);
    else turnedOff.add(tipo);
    return answer();
  });
}

describe('Mi CV → Notificaciones', () => {
  beforeEach(() => signInApplicant());

  it('shows each e-mail switch as saved, and turns one off with one click', async () => {
    serverWith(['alertas']);
    render(<NotificationsTab />);
    const messages = await screen.findByRole('switch', { name: NOTIFICATION_LABELS.mensajes });
    expect(messages).toBeChecked();
    expect(screen.getByRole('switch', { name: NOTIFICATION_LABELS.alertas })).not.toBeChecked();
    await userEvent.click(messages);
    await waitFor(() => expect(screen.getByRole('switch', { name: NOTIFICATION_LABELS.mensajes })).not.toBeChecked());
    expect(client.posts('/api/notificaciones')).toEqual([{ tipo: 'mensajes', activo: false }]);
  });

  it('keeps a switch as the server has it when saving fails, and says why', async () => {
    serverWith(['alertas']);
    render(<NotificationsTab />);
    await userEvent.click(await screen.findByRole('switch', { name: NOTIFICATION_LABELS.alertas }));
    expect(await screen.findByText('El servicio no está disponible')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: NOTIFICATION_LABELS.alertas })).not.toBeChecked();
  });
});
