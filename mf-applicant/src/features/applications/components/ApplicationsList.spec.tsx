import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NOVEDADES_EVENT, REPORT_MESSAGES, REPORT_REASON_LABELS, type ApplicationListItem } from '@postulate/contracts';
import { clientDouble, signInApplicant } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { ApiError } = client.module;
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

const renderList = () =>
  render(
    <MemoryRouter>
      <ApplicationsList />
    </MemoryRouter>,
  );

/** The API of Mis Postulaciones: the list as `list()` gives it, the seen mark, and the withdrawal. */
function serve(list: () => ApplicationListItem[], withdraw: () => unknown = () => ({})) {
  client.answer((call) => {
    if (call.method === 'GET' && call.path === '/api/aplica') return { response: list(), size: list().length, total: list().length };
    if (call.method === 'POST' && call.path === '/api/aplica/novedades/visto') return undefined;
    if (call.method === 'POST' && /^\/api\/aplica\/retirar\/\d+$/.test(call.path)) return withdraw();
    throw new ApiError(404, { message: `sin respuesta para ${call.method} ${call.path}` });
  });
}

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

  it('tells the top-bar badge the list was seen', async () => {
    signInApplicant();
    serve(() => [item(1, 'Entrevista', '2026-03-09T15:00:00.000Z')]);
    const announced = jest.fn();
    window.addEventListener(NOVEDADES_EVENT, announced);
    renderList();
    await waitFor(() => expect(announced).toHaveBeenCalled());
    window.removeEventListener(NOVEDADES_EVENT, announced);
    expect(client.posts('/api/aplica/novedades/visto')).toEqual([undefined]);
  });

  it('tells the statuses apart at a glance, each in its own words and style', async () => {
    signInApplicant();
    const statuses = ['Enviada', 'Entrevista', 'Contratado/a', 'La empresa siguió con otros candidatos', 'Proceso finalizado'] as const;
    serve(() => statuses.map((estado, index) => item(index + 1, estado, '2026-03-09T15:00:00.000Z')));
    renderList();
    const table = await screen.findByRole('table', { name: 'Mis aplicaciones' });
    const styles = statuses.map((estado) => within(table).getByText(estado, { selector: '.pl-status' }).className);
    expect(new Set(styles).size).toBe(statuses.length);
  });

  it("offers 'Retirar postulación' only while the process is open, and asks first", async () => {
    signInApplicant();
    let rows = [
      item(1, 'Entrevista', '2026-03-09T15:00:00.000Z'),
      item(2, 'Contratado/a', '2026-03-08T12:00:00.000Z'),
      item(3, 'Proceso finalizado', '2026-03-07T12:00:00.000Z'),
      item(4, 'Postulación retirada', '2026-03-06T12:00:00.000Z'),
      item(5, 'La empresa siguió con otros candidatos', '2026-03-05T12:00:00.000Z'),
    ];
    serve(
      () => rows,
      () => {
        rows = rows.map((row) => (row.id === 1 ? { ...row, estado: 'Postulación retirada', estadoDesde: '2026-03-10T12:00:00.000Z' } : row));
        return { id: 1, idAviso: 10, postuladoEl: '2026-03-02T12:00:00.000Z', retiradaEl: '2026-03-10T12:00:00.000Z' };
      },
    );
    renderList();
    await screen.findByRole('table', { name: 'Mis aplicaciones' });
    expect(screen.getAllByRole('button', { name: /^Retirar postulación/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Retirar postulación a Aviso 1',
    ]);

    // 'Cancelar' sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Retirar postulación a Aviso 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirme Acción' });
    expect(dialog).toHaveTextContent('¿Querés retirar tu postulación a "Aviso 1"? La empresa dejará de verla como activa.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(client.sent.filter((call) => call.path.startsWith('/api/aplica/retirar'))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Retirar postulación a Aviso 1' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Confirme Acción' })).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Retiraste tu postulación.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(client.sent.filter((call) => call.path.startsWith('/api/aplica/retirar')).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/aplica/retirar/1',
    ]);
    const [, first] = within(screen.getByRole('table', { name: 'Mis aplicaciones' })).getAllByRole('row');
    await waitFor(() => expect(first).toHaveTextContent('Postulación retirada desde el 10/03/2026'));
    expect(screen.queryByRole('button', { name: /^Retirar postulación/ })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the refusal in Spanish when the server says no', async () => {
    signInApplicant();
    serve(
      () => [item(1, 'Entrevista', '2026-03-09T15:00:00.000Z')],
      () => {
        throw new ApiError(409, { message: 'Esta postulación ya no está abierta: no se puede retirar' });
      },
    );
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Retirar postulación a Aviso 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirme Acción' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Esta postulación ya no está abierta: no se puede retirar');
  });

  it('reports the ad of an application from its row', async () => {
    signInApplicant();
    client.answer((call) => {
      if (call.method === 'GET' && call.path === '/api/aplica') return { response: [item(1, 'Enviada', '2026-03-02T12:00:00.000Z')], size: 1, total: 1 };
      if (call.method === 'POST' && call.path === '/api/aplica/novedades/visto') return undefined;
      if (call.method === 'POST' && call.path === '/api/home/aviso/10/denuncia') return { ticket: 'D-000011', message: REPORT_MESSAGES.received('D-000011') };
      throw new ApiError(404, { message: `sin respuesta para ${call.method} ${call.path}` });
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Denunciar aviso Aviso 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Denunciar aviso' });
    expect(dialog).toHaveTextContent('Aviso 1');
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.puesto_inexistente }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));
    expect(await screen.findByText(REPORT_MESSAGES.received('D-000011'))).toBeInTheDocument();
    expect(client.posts('/api/home/aviso/10/denuncia')).toEqual([{ motivo: 'puesto_inexistente' }]);
  });
});
