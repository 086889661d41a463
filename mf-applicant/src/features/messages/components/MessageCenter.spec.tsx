import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CONVERSATION_MESSAGES, REPORT_MESSAGES, REPORT_REASON_LABELS, type ApplicationListItem, type ConversationView } from '@postulate/contracts';
import { clientDouble, signInApplicant, type SentCall } from '../../../test/client-double';

const client = clientDouble();
jest.unstable_mockModule('@postulate/client', () => client.module);
const { MessageCenter } = await import('./MessageCenter');

const item = (idAviso: number, nombreEmpresa: string | null, changes: Partial<ApplicationListItem> = {}): ApplicationListItem => ({
  id: idAviso * 10,
  idAviso,
  titulo: `Aviso ${idAviso}`,
  publicadoEl: '2026-03-01T12:00:00.000Z',
  nombreEmpresa,
  area: 'Logística',
  postuladoEl: '2026-03-02T12:00:00.000Z',
  hasNewMessage: false,
  permiteMsjDirecto: true,
  estado: 'Enviada',
  estadoDesde: '2026-03-02T12:00:00.000Z',
  ...changes,
});

const companyMessage = {
  id: 1,
  nameTransmitter: 'Logística del Plata S.A.',
  senderRole: 'Empresa' as const,
  message: '¿Podés el lunes?',
  ulmod: '02-03-2026 10:15',
};
const open: ConversationView = {
  conversation: { id: 90, idAviso: 1, idCompany: 3, idPostulante: 7, messages: [companyMessage] },
  canCommunicate: true,
};

/** The API as the Central de Mensajes sees it; `send` answers POST /api/message/add. */
function api(views: Record<number, ConversationView>, send: (call: SentCall) => unknown = () => undefined) {
  client.answer((call) => {
    if (call.path === '/api/aplica') {
      const list = [item(1, 'Logística del Plata S.A.', { hasNewMessage: true }), item(2, null, { permiteMsjDirecto: false })];
      return { response: list, size: 2, total: 2 };
    }
    if (call.path === '/api/message') return views[Number(call.query?.idAviso)];
    if (call.path === '/api/message/add') return send(call);
    if (call.path === '/api/home/aviso/1/denuncia') return { ticket: 'D-000007', message: REPORT_MESSAGES.received('D-000007') };
    return undefined;
  });
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <MessageCenter />
    </MemoryRouter>,
  );

describe('MessageCenter', () => {
  beforeEach(() => signInApplicant());

  it('asks to pick a company while none is selected', async () => {
    api({});
    renderAt('/mispostulaciones/mensajes');
    expect(await screen.findByText(CONVERSATION_MESSAGES.selectCompany)).toBeInTheDocument();
    // A confidential ad's company is not named.
    expect(screen.getByRole('button', { name: /Confidencial/ })).toBeInTheDocument();
  });

  it('marks a conversation read when it is opened', async () => {
    api({ 1: open });
    renderAt('/mispostulaciones/mensajes');
    const company = await screen.findByRole('button', { name: /Logística del Plata/ });
    expect(within(company).getByText('Nuevo')).toBeInTheDocument();
    await userEvent.click(company);
    expect(await screen.findByText('¿Podés el lunes?')).toBeInTheDocument();
    expect(screen.getByText('02-03-2026 10:15')).toBeInTheDocument();
    await waitFor(() => expect(client.posts('/api/message/leido/90')).toHaveLength(1));
    await waitFor(() => expect(within(company).queryByText('Nuevo')).not.toBeInTheDocument());
  });

  it('shows the sent message with its sender and time, at most 250 characters', async () => {
    const sentView: ConversationView = {
      ...open,
      conversation: {
        ...open.conversation!,
        messages: [
          companyMessage,
          { id: 2, nameTransmitter: 'María José Ñúñez', senderRole: 'Postulante', message: 'Sí, el lunes puedo', ulmod: '02-03-2026 10:20' },
        ],
      },
    };
    api({ 1: open }, () => sentView);
    renderAt('/mispostulaciones/mensajes?aviso=1');
    const input = await screen.findByPlaceholderText(CONVERSATION_MESSAGES.placeholder);
    expect(input).toHaveAttribute('maxlength', '250');
    await userEvent.type(input, 'Sí, el lunes puedo');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Sí, el lunes puedo', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('María José Ñúñez')).toBeInTheDocument();
    expect(screen.getByText('02-03-2026 10:20')).toBeInTheDocument();
    expect(client.posts('/api/message/add')).toEqual([{ idAviso: 1, message: 'Sí, el lunes puedo' }]);
    expect(input).toHaveValue('');
  });

  it('lets the applicant write first on an ad that allows direct messages', async () => {
    const first: ConversationView = {
      conversation: {
        id: 91,
        idAviso: 1,
        idCompany: 3,
        idPostulante: 7,
        messages: [{ id: 5, nameTransmitter: 'María José Ñúñez', senderRole: 'Postulante', message: '¿Sigue abierta la búsqueda?', ulmod: '03-03-2026 09:00' }],
      },
      canCommunicate: true,
    };
    api({ 1: { conversation: null, canCommunicate: true } }, () => first);
    renderAt('/mispostulaciones/mensajes?aviso=1');
    const input = await screen.findByPlaceholderText(CONVERSATION_MESSAGES.placeholder);
    expect(screen.queryByText(CONVERSATION_MESSAGES.companyFirst)).not.toBeInTheDocument();
    await userEvent.type(input, '¿Sigue abierta la búsqueda?');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('¿Sigue abierta la búsqueda?', { selector: 'p' })).toBeInTheDocument();
    expect(client.posts('/api/message/add')).toEqual([{ idAviso: 1, message: '¿Sigue abierta la búsqueda?' }]);
  });

  it('has no input when the company does not allow direct messages', async () => {
    api({ 2: { conversation: null, canCommunicate: false } });
    renderAt('/mispostulaciones/mensajes?aviso=2');
    expect(await screen.findByText(CONVERSATION_MESSAGES.noDirectMessages)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('warns beside a company message that moves the talk to WhatsApp, not beside the applicant’s, and reports the ad from it', async () => {
    const risky: ConversationView = {
      ...open,
      conversation: {
        ...open.conversation!,
        messages: [
          { ...companyMessage, id: 3, message: 'Seguimos por WhatsApp: wa.me/5491155550000' },
          { id: 4, nameTransmitter: 'María José Ñúñez', senderRole: 'Postulante', message: 'Te escribo por WhatsApp', ulmod: '02-03-2026 10:30' },
        ],
      },
    };
    api({ 1: risky });
    renderAt('/mispostulaciones/mensajes?aviso=1');
    expect(await screen.findByText('Te escribo por WhatsApp')).toBeInTheDocument();
    const warnings = screen.getAllByRole('note');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toHaveTextContent('Cuidado: este mensaje lleva la conversación a WhatsApp o Telegram.');
    expect(warnings[0].closest('li')).toHaveTextContent('wa.me/5491155550000');
    // The centre's notice says it too, briefly.
    expect(screen.getByRole('complementary', { name: 'Cuidado con las estafas' })).toHaveTextContent(REPORT_MESSAGES.notice);

    await userEvent.click(within(warnings[0]).getByRole('button', { name: 'Denunciar aviso' }));
    const dialog = screen.getByRole('dialog', { name: 'Denunciar aviso' });
    expect(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.otro_canal })).toBeChecked();
    // A signed-in applicant solves no captcha.
    expect(within(dialog).queryByText(/no sos un robot/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));
    expect(await screen.findByText(REPORT_MESSAGES.received('D-000007'))).toBeInTheDocument();
    expect(client.posts('/api/home/aviso/1/denuncia')).toEqual([{ motivo: 'otro_canal' }]);
  });
});
