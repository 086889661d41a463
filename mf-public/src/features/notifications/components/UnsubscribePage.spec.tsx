import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NOTIFICATION_MESSAGES } from '@postulate/contracts';
import { clientDouble } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { ApiError } = client.module;
const { UnsubscribePage } = await import('./UnsubscribePage');

const open = (token: string) =>
  render(
    <MemoryRouter initialEntries={[`/notificaciones/baja/${token}`]}>
      <Routes>
        <Route path="/notificaciones/baja/:token" element={<UnsubscribePage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the unsubscribe link of an e-mail', () => {
  it('turns that kind of e-mail off when opened, without a session, and says which', async () => {
    client.on('POST', /^\/api\/notificaciones\/baja\//, () => ({ tipo: 'alertas', etiqueta: 'Alertas de empleo' }));
    open('7-alertas-firma');
    expect(await screen.findByText(`${NOTIFICATION_MESSAGES.unsubscribed} correos de “Alertas de empleo”.`)).toBeInTheDocument();
    expect(client.sent.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/notificaciones/baja/7-alertas-firma']);
  });

  it('explains a link that is not valid', async () => {
    client.on('POST', /^\/api\/notificaciones\/baja\//, () => {
      throw new ApiError(400, { message: NOTIFICATION_MESSAGES.invalidToken });
    });
    open('1-estado-cambiado');
    expect(await screen.findByText(NOTIFICATION_MESSAGES.invalidToken)).toBeInTheDocument();
  });
});
