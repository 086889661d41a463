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
    { id: 1, postuladoEl: '2026-03-06T15:00:00.000Z', name: 'Lucía Fernández', educacion: null, experiencia: null, readed: true, favourite: true, hasNewMessage: false, estado: 'vista', estadoDesde: '2026-03-07T10:00:00.000Z' },
    { id: 2, postuladoEl: '2026-03-06T16:00:00.000Z', name: 'Bruno Díaz', educacion: null, experiencia: null, readed: false, favourite: false, hasNewMessage: false, estado: 'nueva', estadoDesde: '2026-03-06T16:00:00.000Z' },
  ],
  size: 2,
  total: 2,
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

describe("ApplicationsPage's stages", () => {
  it('moves one applicant from the Estado column, and reads the list again', async () => {
    client.answer((call) => (call.path === '/api/empresa/aviso/5/aplicaciones' ? page : { id: 1, estado: 'entrevista', estadoDesde: '2026-03-08T10:00:00.000Z' }));
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones');
    const stage = await screen.findByRole('combobox', { name: 'Estado de Lucía Fernández' });
    expect(stage).toHaveValue('vista');
    expect(screen.getByText('desde el 07/03/2026')).toBeInTheDocument();
    await user.selectOptions(stage, 'Entrevista');
    await waitFor(() => expect(client.posts('/api/empresa/aplicacion/1/estado')).toEqual([{ estado: 'entrevista' }]));
    await waitFor(() => expect(client.sent.filter((call) => call.path === '/api/empresa/aviso/5/aplicaciones')).toHaveLength(2));
  });

  it('filters by stage from the address and the Estado select', async () => {
    client.answer((call) => (call.query?.estado === 'descartada' ? { ...page, response: [], size: 0, total: 0 } : page));
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones?estado=vista');
    const filter = await screen.findByRole('combobox', { name: 'Estado' });
    expect(filter).toHaveValue('vista');
    expect(client.sent[0].query).toMatchObject({ estado: 'vista' });
    await user.selectOptions(filter, 'Descartada');
    expect(await screen.findByText("Ninguna aplicación de esta pestaña está en 'Descartada'.")).toBeInTheDocument();
  });

  it('moves the ticked applicants at once, and says so when the server refuses', async () => {
    client.answer((call) => {
      if (call.path === '/api/empresa/aviso/5/aplicaciones') return page;
      throw new ApiError(404, { message: 'Alguna de las postulaciones no existe o no es de un aviso de tu empresa: no se cambió ninguna' });
    });
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones');
    await user.click(await screen.findByRole('checkbox', { name: 'Elegir a Lucía Fernández' }));
    await user.click(screen.getByRole('checkbox', { name: 'Elegir a Bruno Díaz' }));
    const bar = screen.getByRole('group', { name: 'Cambiar el estado de las seleccionadas' });
    expect(bar).toHaveTextContent('2 seleccionadas');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mover a' }), 'Descartada');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(client.posts('/api/empresa/aplicaciones/estado')).toEqual([{ ids: [1, 2], estado: 'descartada' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('no se cambió ninguna');
    // Nothing moved: the choice stays for another try.
    expect(screen.getByRole('group', { name: 'Cambiar el estado de las seleccionadas' })).toHaveTextContent('2 seleccionadas');
  });
});
