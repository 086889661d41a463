import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTERVIEW_MESSAGES, interviewFields, type Interview } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { InterviewDialog } = await import('./InterviewDialog');

const DAY = 86_400_000;
/** A day and time three days ahead, as typed. */
const ahead = interviewFields(new Date(Math.ceil((Date.now() + 3 * DAY) / 60_000) * 60_000));

const saved = (overrides: Partial<Interview> = {}): Interview => ({
  id: 31,
  idAplicacion: 9,
  idAviso: 4,
  titulo: 'Analista contable',
  nombre: 'Ana Pérez',
  empresa: 'Logística del Plata S.A.',
  inicio: new Date(Date.now() + 3 * DAY).toISOString(),
  duracion: 60,
  modalidad: 'presencial',
  direccion: 'Av. Corrientes 1234',
  enlace: null,
  mensaje: null,
  estado: 'programada',
  respuesta: null,
  respuestaMensaje: null,
  respondidaEl: null,
  secuencia: 0,
  ...overrides,
});

describe('InterviewDialog', () => {
  it('schedules an interview in person: day, time, duration, address and message go to the API', async () => {
    client.answer((call) => (call.method === 'POST' ? saved() : { response: [], size: 0, total: 0 }));
    const done = jest.fn();
    const user = userEvent.setup();
    render(<InterviewDialog open applicationId={9} name="Ana Pérez" onClose={() => {}} onDone={done} />);
    expect(screen.getByRole('dialog', { name: 'Programar entrevista con Ana Pérez' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Fecha/ }), ahead.fecha);
    await user.type(screen.getByRole('textbox', { name: /Hora/ }), ahead.hora);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Duración' }), '45');
    await user.type(screen.getByRole('textbox', { name: /Dirección/ }), 'Av. Corrientes 1234, piso 3');
    await user.type(screen.getByRole('textbox', { name: 'Mensaje (opcional)' }), 'Traé tu DNI');
    await user.click(screen.getByRole('button', { name: 'Programar' }));
    await waitFor(() =>
      expect(client.posts('/api/empresa/aplicacion/9/entrevista')).toEqual([
        { fecha: ahead.fecha, hora: ahead.hora, duracion: 45, modalidad: 'presencial', direccion: 'Av. Corrientes 1234, piso 3', mensaje: 'Traé tu DNI' },
      ]),
    );
    await waitFor(() => expect(done).toHaveBeenCalledWith(expect.objectContaining({ id: 31 })));
  });

  it('refuses in Spanish, before sending, a past day, a missing address and a video link without https', async () => {
    client.answer(() => saved());
    const user = userEvent.setup();
    render(<InterviewDialog open applicationId={9} name="Ana Pérez" onClose={() => {}} onDone={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: /Fecha/ }), '01/01/2020');
    await user.type(screen.getByRole('textbox', { name: /Hora/ }), '10:00');
    await user.click(screen.getByRole('button', { name: 'Programar' }));
    expect(await screen.findByText(INTERVIEW_MESSAGES.past)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /Fecha/ }));
    await user.type(screen.getByRole('textbox', { name: /Fecha/ }), ahead.fecha);
    await user.click(screen.getByRole('button', { name: 'Programar' }));
    expect(await screen.findByText(INTERVIEW_MESSAGES.addressRequired)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Videollamada' }));
    expect(screen.queryByRole('textbox', { name: /Dirección/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Enlace de la videollamada/ }), 'http://meet.example.com/abc');
    await user.click(screen.getByRole('button', { name: 'Programar' }));
    expect(await screen.findByText(INTERVIEW_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(client.posts('/api/empresa/aplicacion/9/entrevista')).toEqual([]);
  });

  it('reprograms with the current values filled in (PUT), and shows a refusal of the server under its field', async () => {
    const interview = saved({ modalidad: 'video', direccion: null, enlace: 'https://meet.example.com/abc' });
    client.answer((call) => {
      if (call.method === 'PUT') throw new ApiError(400, { message: INTERVIEW_MESSAGES.past, field: 'fecha' });
      return { response: [], size: 0, total: 0 };
    });
    const user = userEvent.setup();
    render(<InterviewDialog open applicationId={9} name="Ana Pérez" interview={interview} onClose={() => {}} onDone={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Reprogramar la entrevista con Ana Pérez' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Fecha/ })).toHaveValue(interviewFields(interview.inicio).fecha);
    expect(screen.getByRole('textbox', { name: /Enlace de la videollamada/ })).toHaveValue('https://meet.example.com/abc');
    await user.click(screen.getByRole('button', { name: 'Reprogramar' }));
    await waitFor(() =>
      expect(client.sent.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual(['/api/empresa/aplicacion/9/entrevista/31']),
    );
    expect(await screen.findByText(INTERVIEW_MESSAGES.past)).toBeInTheDocument();
  });
});
