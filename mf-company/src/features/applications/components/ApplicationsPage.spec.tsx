import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CompanyApplicationsPage } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble, type SentCall } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { ApplicationsPage } = await import('./ApplicationsPage');

const page: CompanyApplicationsPage = {
  aviso: {
    id: 5,
    titulo: 'Operario/a de depósito',
    area: 'Logística',
    subarea: 'Depósito',
    status: 'published',
    publicadoEl: '2026-03-05T15:00:00.000Z',
    permiteMsjDirecto: true,
    seguridad: false,
  },
  response: [
    { id: 1, postuladoEl: '2026-03-06T15:00:00.000Z', name: 'Lucía Fernández', educacion: null, experiencia: null, readed: true, favourite: true, hasNewMessage: false },
  ],
  size: 1,
  total: 1,
};

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/admin/aviso/:id/aplicaciones" element={<ApplicationsPage />} />
      </Routes>
    </MemoryRouter>,
  );

/** The ad's applications, and `exported` for the CSV. */
const server = (exported: (call: SentCall) => unknown) =>
  client.answer((call) => (call.path === '/api/empresa/aviso/5/aplicaciones' ? page : exported(call)));

describe("ApplicationsPage's 'Exportar'", () => {
  it("downloads the open tab's applications under the ticked security filters as CSV, busy meanwhile", async () => {
    let finish = () => {};
    server(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones?tab=favourites&seguridad=vigilador,clu');
    await user.click(await screen.findByRole('button', { name: 'Exportar las aplicaciones de la pestaña Favoritas a CSV' }));
    expect(client.posts('/api/empresa/report.php')).toEqual([{ idAviso: 5, tab: 'favourites', seguridad: ['vigilador', 'clu'] }]);
    expect(client.downloadFile).toHaveBeenCalledWith('/api/empresa/report.php', expect.anything(), 'postulaciones-aviso-5.csv');
    // The list was asked with the same tab and filters.
    expect(client.sent[0].query).toMatchObject({ tab: 'favourites', seguridad: 'vigilador,clu' });
    expect(screen.getByRole('button', { name: /^Exportar/ })).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Exportar/ })).toBeEnabled());
  });

  it("exports 'Todas' by default and shows the server's refusal", async () => {
    server(() => {
      throw new ApiError(404, { message: 'El aviso no existe' });
    });
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones');
    await user.click(await screen.findByRole('button', { name: 'Exportar las aplicaciones de la pestaña Todas a CSV' }));
    expect(client.posts('/api/empresa/report.php')).toEqual([{ idAviso: 5, tab: 'all', seguridad: [] }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('El aviso no existe');
  });
});
