import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ApplicationListItem } from '@postulate/contracts';
import { clientDouble, signInApplicant } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { ApplicationsList } = await import('./ApplicationsList');

const item = (id: number, estado: ApplicationListItem['estado'], estadoDesde: string): ApplicationListItem => ({
  id,
  idAviso: id * 10,
  titulo: `Aviso ${id}`,
  publicadoEl: '2026-03-01T12:00:00.000Z',
  nombreEmpresa: 'Logística del Plata S.A.',
  area: 'Logística',
  postuladoEl: '2026-03-02T12:00:00.000Z',
  hasNewMessage: false,
  permiteMsjDirecto: true,
  estado,
  estadoDesde,
});

describe('Mis Postulaciones', () => {
  it('shows where each application stands and since when', async () => {
    signInApplicant();
    client.answer(() => ({ response: [item(1, 'Entrevista', '2026-03-09T15:00:00.000Z'), item(2, 'Enviada', '2026-03-02T12:00:00.000Z')], size: 2, total: 2 }));
    render(
      <MemoryRouter>
        <ApplicationsList />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: 'Mis aplicaciones' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Entrevista desde el 09/03/2026');
    expect(second).toHaveTextContent('Enviada desde el 02/03/2026');
  });
});
