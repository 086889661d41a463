import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ALERT_MESSAGES, MESSAGES, type JobAlert } from '@postulate/contracts';
import { clientDouble, signInApplicant } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { ApiError } = client.module;
const { AlertsList } = await import('./AlertsList');

/** A saved search without filters. */
const search = (busqueda: Partial<JobAlert['busqueda']>): JobAlert['busqueda'] => ({
  q: '',
  province: [],
  area: null,
  modalidad: null,
  tipoEmpleo: null,
  nivel: null,
  salarioDesde: null,
  discapacidad: false,
  ...busqueda,
});

const alert = (id: number, overrides: Partial<JobAlert> = {}): JobAlert => ({
  id,
  busqueda: search({ q: 'desarrollador', province: ['14', '82'] }),
  descripcion: 'desarrollador · Córdoba, Santa Fe',
  nombre: null,
  frecuencia: 'diaria',
  creadaEl: '2026-03-05T15:00:00.000Z',
  ultimoCorreoEl: '2026-03-07T11:00:00.000Z',
  ...overrides,
});

let alerts: JobAlert[];
let refuseDelete = false;

const renderList = () =>
  render(
    <MemoryRouter initialEntries={['/mispostulaciones/alertas']}>
      <AlertsList />
    </MemoryRouter>,
  );

describe('Mis alertas', () => {
  beforeEach(() => {
    signInApplicant();
    refuseDelete = false;
    alerts = [alert(1), alert(2, { busqueda: search({ q: 'chofer', area: 6 }), descripcion: 'chofer · Área: Logística', ultimoCorreoEl: null })];
    client.answer((call) => {
      if (call.method === 'GET' && call.path === '/api/alertas') return { response: alerts, size: alerts.length, total: alerts.length };
      if (call.method === 'GET' && call.path === '/api/area') return { response: [{ id: 6, name: 'Logística', subAreas: [] }], size: 1, total: 1 };
      if (call.method === 'GET' && call.path === '/api/nivel') return { response: [{ id: 4, name: 'Senior' }], size: 1, total: 1 };
      const edited = /^\/api\/alertas\/(\d+)$/.exec(call.path);
      if (call.method === 'POST' && edited) {
        const body = call.body as { nombre: string | null; frecuencia: JobAlert['frecuencia']; q: string };
        if (body.q === 'chofer') throw new ApiError(409, { message: ALERT_MESSAGES.duplicate });
        const changed = { ...alert(Number(edited[1])), nombre: body.nombre, frecuencia: body.frecuencia, busqueda: search({ q: body.q }), descripcion: body.q };
        alerts = alerts.map((item) => (item.id === changed.id ? changed : item));
        return changed;
      }
      const removed = /^\/api\/alertas\/(\d+)\/eliminar$/.exec(call.path);
      if (call.method === 'POST' && removed) {
        if (refuseDelete) throw new ApiError(404, { message: ALERT_MESSAGES.notFound });
        alerts = alerts.filter((item) => item.id !== Number(removed[1]));
        return undefined;
      }
      throw new ApiError(404, { message: `sin respuesta para ${call.method} ${call.path}` });
    });
  });

  it('shows each search in words, its dates and a link to its results on the home', async () => {
    renderList();
    const items = within(await screen.findByRole('list', { name: 'Mis alertas' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('desarrollador · Córdoba, Santa Fe');
    expect(items[0]).toHaveTextContent('Creada el 05/03/2026 · Último correo: 07/03/2026');
    expect(items[1]).toHaveTextContent('Todavía sin correos');
    expect(within(items[0]).getByRole('link', { name: 'Ver avisos de desarrollador · Córdoba, Santa Fe' })).toHaveAttribute(
      'href',
      '/?filtro=aviso%3Adesarrollador&filtro=provincia%3A14&filtro=provincia%3A82',
    );
    expect(within(items[1]).getByRole('link', { name: /^Ver avisos/ })).toHaveAttribute('href', '/?filtro=aviso%3Achofer&area=6');
  });

  it('shows the facet filters of a search in its words and in the link to its results', async () => {
    const words = 'desarrollador · Córdoba · Remoto · Full-time · Nivel: Senior · Salario desde $ 800.000 · Apto discapacidad';
    alerts = [
      alert(3, {
        busqueda: search({
          q: 'desarrollador',
          province: ['14'],
          modalidad: 'Remoto',
          tipoEmpleo: 'Full-time',
          nivel: 4,
          salarioDesde: 800_000,
          discapacidad: true,
        }),
        descripcion: words,
      }),
    ];
    renderList();
    const [item] = within(await screen.findByRole('list', { name: 'Mis alertas' })).getAllByRole('listitem');
    expect(item).toHaveTextContent(words);
    expect(within(item).getByRole('link', { name: `Ver avisos de ${words}` })).toHaveAttribute(
      'href',
      '/?filtro=aviso%3Adesarrollador&filtro=provincia%3A14&modalidad=Remoto&tipoEmpleo=Full-time&nivel=4&salarioDesde=800000&discapacidad=true',
    );
  });

  it("deletes an alert only after 'Confirme Acción', and the list drops it", async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Eliminar la alerta desarrollador · Córdoba, Santa Fe' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.cancel }));
    expect(client.posts('/api/alertas/1/eliminar')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Eliminar la alerta desarrollador · Córdoba, Santa Fe' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: MESSAGES.confirm }));
    expect(await screen.findByText(ALERT_MESSAGES.deleted)).toBeInTheDocument();
    expect(client.posts('/api/alertas/1/eliminar')).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Mis alertas' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('desarrollador · Córdoba, Santa Fe')).toBeNull();
  });

  it('keeps the alert and says why when the server refuses', async () => {
    refuseDelete = true;
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Eliminar la alerta chofer · Área: Logística' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.confirm }));
    expect(await within(dialog).findByText(ALERT_MESSAGES.notFound)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Mis alertas' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it("edits an alert's name, frequency and search, says why the server refuses, and lists it so", async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Editar la alerta desarrollador · Córdoba, Santa Fe' }));
    const form = screen.getByRole('form', { name: ALERT_MESSAGES.editTitle });
    expect(within(form).getByLabelText('Palabras clave')).toHaveValue('desarrollador');

    expect(within(form).getByLabelText(/Nombre de la alerta/)).toHaveAttribute('maxlength', '60');

    // The same search as another alert: the dialog stays open and says so.
    await user.clear(within(form).getByLabelText('Palabras clave'));
    await user.type(within(form).getByLabelText('Palabras clave'), 'chofer');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText(ALERT_MESSAGES.duplicate)).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/Nombre de la alerta/), 'Desarrollo en Córdoba');
    await user.selectOptions(within(form).getByLabelText('Recibirla'), 'Una vez por semana');
    // 'Con salario publicado' (issue 39) is a choice of its own, before the amounts.
    await user.selectOptions(within(form).getByLabelText('Salario desde'), 'Con salario publicado');
    await user.clear(within(form).getByLabelText('Palabras clave'));
    await user.type(within(form).getByLabelText('Palabras clave'), 'desarrolladora');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText(ALERT_MESSAGES.saved)).toBeInTheDocument();
    expect(client.posts('/api/alertas/1')).toEqual([
      expect.objectContaining({ q: 'chofer' }),
      expect.objectContaining({
        nombre: 'Desarrollo en Córdoba',
        frecuencia: 'semanal',
        q: 'desarrolladora',
        province: ['14', '82'],
        modalidad: null,
        salarioDesde: 1,
      }),
    ]);
    const [first] = within(screen.getByRole('list', { name: 'Mis alertas' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Desarrollo en Córdoba');
    expect(first).toHaveTextContent('Una vez por semana · Creada el 05/03/2026');
    expect(screen.queryByRole('form', { name: ALERT_MESSAGES.editTitle })).not.toBeInTheDocument();
  });

  it('explains how to create one when there is none', async () => {
    alerts = [];
    renderList();
    expect(await screen.findByText(ALERT_MESSAGES.none)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar avisos' })).toHaveAttribute('href', '/');
  });
});
