import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CompanyApplicationDetail } from '@postulate/contracts';
import { clientDouble, type SentCall } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { ApplicantProfile } = await import('./ApplicantProfile');

const detail = (id: number): CompanyApplicationDetail => ({
  id,
  aviso: {
    id: 5,
    titulo: 'Operario/a de depósito',
    area: 'Logística',
    subarea: 'Depósito',
    status: 'published',
    publicadoEl: '2026-03-05T15:00:00.000Z',
    permiteMsjDirecto: false,
    seguridad: false,
    requisitos: false,
    noCumplenAbiertas: 0,
  },
  postuladoEl: '2026-03-06T15:00:00.000Z',
  readed: true,
  favourite: false,
  hasNewMessage: false,
  conversationId: null,
  estado: 'vista',
  estadoDesde: '2026-03-07T10:00:00.000Z',
  retirada: false,
  cumpleRequisitos: null,
  calificacion: null,
  etiquetas: [],
  cv: null,
  respuestas: [],
});

/** Three applicants in the list's order 1, 2, 3; a stage change answers the new stage. */
function serve(call: SentCall) {
  const neighbours = /^\/api\/empresa\/aplicacion\/(\d+)\/vecinas$/.exec(call.path);
  if (neighbours) {
    const id = Number(neighbours[1]);
    return { anterior: id > 1 ? id - 1 : null, siguiente: id < 3 ? id + 1 : null, posicion: id, total: 3 };
  }
  const one = /^\/api\/empresa\/aplicacion\/(\d+)$/.exec(call.path);
  if (one) return detail(Number(one[1]));
  if (call.path === '/api/empresa/aplicacion/2/estado') return { id: 2, estado: 'entrevista', estadoDesde: '2026-03-08T10:00:00.000Z' };
  if (call.path.endsWith('/notas') || call.path === '/api/empresa/etiquetas') return { response: [], size: 0, total: 0 };
  return undefined;
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/admin/aviso/:id/aplicaciones/:applicationId" element={<ApplicantProfile />} />
      </Routes>
    </MemoryRouter>,
  );

describe('ApplicantProfile', () => {
  it("shows the company's stars and tags, and keeps the list's star and tag filters for 'Anterior' and 'Siguiente'", async () => {
    client.answer((call) => (call.path === '/api/empresa/aplicacion/2' ? { ...detail(2), calificacion: 4, etiquetas: ['Inglés'] } : serve(call)));
    renderAt('/admin/aviso/5/aplicaciones/2?calificacion=3&etiqueta=Ingl%C3%A9s');
    const section = await screen.findByRole('region', { name: 'Calificación y etiquetas' });
    expect(section).toHaveTextContent('Solo tu empresa ve la calificación y las etiquetas.');
    expect(within(section).getByRole('radio', { name: '4 estrellas' })).toBeChecked();
    expect(within(within(section).getByRole('list', { name: 'Etiquetas' })).getByRole('listitem')).toHaveTextContent('Inglés');
    const nav = await screen.findByRole('navigation', { name: 'Otros postulantes de la lista' });
    expect(within(nav).getByRole('link', { name: 'Siguiente ›' })).toHaveAttribute('href', '/admin/aviso/5/aplicaciones/3?calificacion=3&etiqueta=Ingl%C3%A9s');
    expect(client.sent.find((call) => call.path === '/api/empresa/aplicacion/2/vecinas')?.query).toMatchObject({ calificacion: 3, etiqueta: 'Inglés' });
  });

  it('goes to the previous and next applicant of the list it came from, keeping its filter and order', async () => {
    client.answer(serve);
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones/2?tab=unread&orden=antiguas');
    const nav = await screen.findByRole('navigation', { name: 'Otros postulantes de la lista' });
    expect(within(nav).getByRole('link', { name: '‹ Anterior' })).toHaveAttribute('href', '/admin/aviso/5/aplicaciones/1?tab=unread&orden=antiguas');
    expect(within(nav).getByRole('link', { name: 'Siguiente ›' })).toHaveAttribute('href', '/admin/aviso/5/aplicaciones/3?tab=unread&orden=antiguas');
    expect(nav).toHaveTextContent('2 de 3');
    expect(client.sent.find((call) => call.path === '/api/empresa/aplicacion/2/vecinas')?.query).toMatchObject({ tab: 'unread', orden: 'antiguas' });
    expect(screen.getByRole('link', { name: 'Volver a las aplicaciones' })).toHaveAttribute('href', '/admin/aviso/5/aplicaciones?tab=unread&orden=antiguas');

    await user.click(within(nav).getByRole('link', { name: 'Siguiente ›' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Otros postulantes de la lista' })).toHaveTextContent('3 de 3'));
    expect(screen.queryByRole('link', { name: 'Siguiente ›' })).toBeNull();
    expect(client.sent.some((call) => call.path === '/api/empresa/aplicacion/3')).toBe(true);
  });

  it('changes the stage from the profile after the same confirmation as the list', async () => {
    client.answer(serve);
    const user = userEvent.setup();
    renderAt('/admin/aviso/5/aplicaciones/2');
    const stage = await screen.findByRole('combobox', { name: 'Estado' });
    expect(stage).toHaveValue('vista');
    expect(screen.getByText('desde el 07/03/2026')).toBeInTheDocument();
    await user.selectOptions(stage, 'Entrevista');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar estado' });
    expect(dialog).toHaveTextContent('pasará a Entrevista.');
    expect(client.posts('/api/empresa/aplicacion/2/estado')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(client.posts('/api/empresa/aplicacion/2/estado')).toEqual([{ estado: 'entrevista' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
