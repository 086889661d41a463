import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTERVIEW_MESSAGES, type Interview } from '@postulate/contracts';
import { clientDouble } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { InterviewsList } = await import('./InterviewsList');

const interview = (overrides: Partial<Interview> = {}): Interview => ({
  id: 31,
  idAplicacion: 9,
  idAviso: 4,
  titulo: 'Analista contable',
  nombre: 'Ana Pérez',
  empresa: 'Logística del Plata S.A.',
  // Tuesday 15/12/2026 10:00 in Buenos Aires.
  inicio: '2026-12-15T13:00:00.000Z',
  duracion: 45,
  modalidad: 'presencial',
  direccion: 'Av. Corrientes 1234',
  enlace: null,
  mensaje: 'Traé tu DNI',
  estado: 'programada',
  respuesta: null,
  respuestaMensaje: null,
  respondidaEl: null,
  secuencia: 0,
  ...overrides,
});

/** The candidate's interviews as the server keeps them, answering as it would. */
function interviewsServer(initial: Interview[]) {
  const list = [...initial];
  client.answer((call) => {
    if (call.method === 'GET') return { response: [...list], size: list.length, total: list.length };
    const id = Number(/entrevista\/(\d+)\/respuesta/.exec(call.path)?.[1]);
    const body = call.body as { respuesta: Interview['respuesta']; mensaje?: string };
    const index = list.findIndex((item) => item.id === id);
    list[index] = { ...list[index], respuesta: body.respuesta, respuestaMensaje: body.mensaje ?? null, respondidaEl: '2026-12-01T12:00:00.000Z' };
    return list[index];
  });
}

describe('InterviewsList (Mis Postulaciones, Entrevistas)', () => {
  it('lists each interview with when (Argentina), where, the message and its state in words', async () => {
    interviewsServer([
      interview(),
      interview({ id: 32, titulo: 'Cadete', empresa: null, modalidad: 'video', direccion: null, enlace: 'https://meet.example.com/x', mensaje: null }),
      interview({ id: 33, titulo: 'Repositor', estado: 'cancelada', modalidad: 'telefono', direccion: null }),
    ]);
    render(<InterviewsList />);
    const list = await screen.findByRole('list', { name: 'Próximas entrevistas' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('martes 15/12/2026, de 10:00 a 10:45 (hora de Argentina)');
    expect(first).toHaveTextContent('Presencial: Av. Corrientes 1234');
    expect(first).toHaveTextContent('Traé tu DNI');
    expect(first).toHaveTextContent('Sin confirmar');
    expect(second).toHaveTextContent('Empresa confidencial');
    expect(within(second).getByRole('link', { name: 'https://meet.example.com/x' })).toHaveAttribute('href', 'https://meet.example.com/x');
    expect(third).toHaveTextContent('Cancelada por la empresa');
    expect(within(third).queryByRole('button')).not.toBeInTheDocument();
  });

  it('confirms with one click, and asks for another time with a message', async () => {
    interviewsServer([interview()]);
    const user = userEvent.setup();
    render(<InterviewsList />);
    await user.click(await screen.findByRole('button', { name: 'Confirmar asistencia' }));
    await waitFor(() => expect(client.posts('/api/aplica/entrevista/31/respuesta')).toEqual([{ respuesta: 'confirmada' }]));
    expect(await screen.findByText(INTERVIEW_MESSAGES.confirmedDone)).toBeInTheDocument();
    expect(screen.getByText('Confirmaste tu asistencia')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar asistencia' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pedir otro horario' }));
    await user.type(screen.getByRole('textbox', { name: /Mensaje para la empresa/ }), 'Ese día rindo un final');
    await user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    await waitFor(() =>
      expect(client.posts('/api/aplica/entrevista/31/respuesta')).toEqual([
        { respuesta: 'confirmada' },
        { respuesta: 'otro_horario', mensaje: 'Ese día rindo un final' },
      ]),
    );
    expect(await screen.findByText('Pediste otro horario')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    interviewsServer([]);
    render(<InterviewsList />);
    expect(await screen.findByText('No tenés entrevistas programadas.')).toBeInTheDocument();
  });
});
