import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationNote } from '@postulate/contracts';
import { ApiError } from '../../../../../packages/client/src/http';
import { clientDouble } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { ApplicationNotes } = await import('./ApplicationNotes');

const older: ApplicationNote = { id: 3, texto: 'Buena referencia\ndel empleo anterior', autor: 'empresa', creadaEl: '2026-03-07T13:05:00.000Z' };

/** The notes of application 9, kept as the server would. */
function notesServer(initial: ApplicationNote[]) {
  let notes = [...initial];
  client.answer((call) => {
    if (call.method === 'GET') return { response: notes, size: notes.length, total: notes.length };
    if (call.path === '/api/empresa/aplicacion/9/notas') {
      const note = { id: 4, texto: (call.body as { texto: string }).texto, autor: 'empresa', creadaEl: '2026-03-08T18:30:00.000Z' };
      notes = [note, ...notes];
      return note;
    }
    notes = notes.filter((note) => `/api/empresa/notas/${note.id}/borrar` !== call.path);
    return undefined;
  });
}

describe('ApplicationNotes', () => {
  it("shows the company's notes with author and date, and says only the company sees them", async () => {
    notesServer([older]);
    render(<ApplicationNotes applicationId={9} />);
    const section = screen.getByRole('region', { name: 'Notas privadas' });
    expect(section).toHaveTextContent('Solo tu empresa ve estas notas.');
    const list = await screen.findByRole('list', { name: 'Notas privadas' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('empresa · 07/03/2026 10:05');
    expect(within(list).getByText('del empleo anterior')).toBeInTheDocument();
  });

  it("adds a note with 'Guardar nota' (trimmed) and lists it first; an empty one is refused in Spanish", async () => {
    notesServer([older]);
    const user = userEvent.setup();
    render(<ApplicationNotes applicationId={9} />);
    await screen.findByRole('list', { name: 'Notas privadas' });
    await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
    expect(await screen.findByText('Escribí la nota')).toBeInTheDocument();
    expect(client.posts('/api/empresa/aplicacion/9/notas')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Nueva nota' }), '  Pide 20 % más  ');
    await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
    await waitFor(() => expect(client.posts('/api/empresa/aplicacion/9/notas')).toEqual([{ texto: 'Pide 20 % más' }]));
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Pide 20 % más');
    expect(items[0]).toHaveTextContent('08/03/2026 15:30');
    expect(screen.getByRole('textbox', { name: 'Nueva nota' })).toHaveValue('');
  });

  it('deletes a note after asking, and shows a refusal', async () => {
    notesServer([older]);
    const user = userEvent.setup();
    render(<ApplicationNotes applicationId={9} />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar la nota del 07/03/2026 10:05' }));
    const ask = screen.getByRole('group', { name: '¿Eliminar la nota?' });
    await user.click(within(ask).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(client.posts('/api/empresa/notas/3/borrar')).toHaveLength(1));
    expect(await screen.findByText('Todavía no hay notas sobre esta postulación.')).toBeInTheDocument();

    client.answer(() => {
      throw new ApiError(404, { message: 'La aplicación no existe' });
    });
    render(<ApplicationNotes applicationId={10} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('La aplicación no existe');
  });

  it("deletes once on a double click of 'Confirmar', whose buttons wait while the deletion goes", async () => {
    let notes = [older];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    client.answer(async (call) => {
      if (call.method === 'GET') return { response: notes, size: notes.length, total: notes.length };
      await answered;
      notes = [];
      return undefined;
    });
    const user = userEvent.setup();
    render(<ApplicationNotes applicationId={9} />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar la nota del 07/03/2026 10:05' }));
    const ask = screen.getByRole('group', { name: '¿Eliminar la nota?' });
    await user.dblClick(within(ask).getByRole('button', { name: 'Confirmar' }));
    expect(within(ask).getByRole('button', { name: 'Confirmar' })).toHaveAttribute('aria-busy', 'true');
    expect(within(ask).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Todavía no hay notas sobre esta postulación.')).toBeInTheDocument();
    expect(client.posts('/api/empresa/notas/3/borrar')).toHaveLength(1);
  });
});
