import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CompanyApplicationDetail, ConversationView } from '@postulate/contracts';
import { clientDouble } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { MessageCentre } = await import('./MessageCentre');

const detail: CompanyApplicationDetail = {
  id: 9,
  aviso: {
    id: 5,
    titulo: 'Operario/a de depósito',
    area: 'Logística',
    subarea: 'Depósito',
    status: 'published',
    publicadoEl: '2026-03-05T15:00:00.000Z',
    permiteMsjDirecto: true,
    seguridad: false,
    requisitos: false,
    noCumplenAbiertas: 0,
  },
  postuladoEl: '2026-03-06T15:00:00.000Z',
  readed: true,
  favourite: false,
  hasNewMessage: true,
  conversationId: 31,
  estado: 'vista',
  estadoDesde: '2026-03-06T15:00:00.000Z',
  retirada: false,
  cumpleRequisitos: null,
  calificacion: null,
  etiquetas: [],
  cv: null,
  respuestas: [],
};
const message = (id: number, text: string, senderRole: 'Empresa' | 'Postulante') => ({
  id,
  nameTransmitter: senderRole === 'Empresa' ? 'Logística del Plata S.A.' : 'Lucía Fernández',
  senderRole,
  message: text,
  ulmod: '06-03-2026 12:00',
});
const view = (messages: ReturnType<typeof message>[]): ConversationView => ({
  conversation: { id: 31, idAviso: 5, idCompany: 12, idPostulante: 7, messages },
  canCommunicate: true,
});

describe('MessageCentre', () => {
  it("reads the applicant's new messages once on opening, and shows a message sent", async () => {
    const opened = view([message(1, 'Hola, ¿podés el lunes?', 'Empresa'), message(2, 'Sí, puedo', 'Postulante')]);
    client.answer(({ method, path, body }) => {
      if (path === '/api/empresa/aplicacion/9') return detail;
      if (path === '/api/empresa/aplicacion/9/mensajes' && method === 'GET') return opened;
      if (path === '/api/empresa/aplicacion/9/mensajes')
        return view([...opened.conversation!.messages, message(3, (body as { message: string }).message, 'Empresa')]);
      return undefined;
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/admin/aviso/5/aplicaciones/9/mensajes']}>
        <Routes>
          <Route path="/admin/aviso/:id/aplicaciones/:applicationId/mensajes" element={<MessageCentre />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Sí, puedo')).toBeInTheDocument();
    await waitFor(() => expect(client.posts('/api/empresa/setReadMessages')).toEqual([{ id: 31 }]));

    await user.type(screen.getByRole('textbox', { name: 'Nuevo mensaje' }), 'Te esperamos a las 9');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Te esperamos a las 9')).toBeInTheDocument();
    expect(client.posts('/api/empresa/aplicacion/9/mensajes')).toEqual([{ message: 'Te esperamos a las 9' }]);
    expect(client.posts('/api/empresa/setReadMessages')).toHaveLength(1);
  });
});
