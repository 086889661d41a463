import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERSATION_MESSAGES, type ConversationMessage } from '@postulate/contracts';
import { ConversationThread, type ConversationThreadProps } from './ConversationThread';

const messages: ConversationMessage[] = [
  { id: 1, nameTransmitter: 'Logística del Plata S.A.', senderRole: 'Empresa', message: '¿Podés venir el lunes?', ulmod: '02-03-2026 10:15' },
  { id: 2, nameTransmitter: 'Ana Pérez', senderRole: 'Postulante', message: 'Sí, ahí estaré', ulmod: '02-03-2026 10:20' },
];

const renderThread = (props: Partial<ConversationThreadProps> = {}) =>
  render(
    <ConversationThread
      title="Logística del Plata S.A. · Chofer"
      counterpart="Logística del Plata S.A."
      messages={messages}
      mine="Postulante"
      closedNote={null}
      onSend={jest.fn(async () => undefined)}
      describeError={(error) => (error as Error).message}
      {...props}
    />,
  );

describe('ConversationThread', () => {
  it('lists the messages with sender and time, the reader’s own on their side', () => {
    renderThread();
    const list = screen.getByRole('list', { name: 'Mensajes con Logística del Plata S.A.' });
    const [company, mine] = within(list).getAllByRole('listitem');
    expect(company).toHaveTextContent('Logística del Plata S.A. 02-03-2026 10:15¿Podés venir el lunes?');
    expect(company).not.toHaveClass('pl-thread__message--mine');
    expect(mine).toHaveClass('pl-thread__message--mine');
  });

  it('sends a trimmed message and empties the box; an empty one is refused with the Spanish rule', async () => {
    const onSend = jest.fn(async (_message: string) => undefined);
    renderThread({ onSend });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(CONVERSATION_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Nuevo mensaje/ }), '  Gracias  ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSend).toHaveBeenCalledWith('Gracias');
    expect(screen.getByRole('textbox', { name: /Nuevo mensaje/ })).toHaveValue('');
  });

  it('shows a refusal, keeping the text unless the refusal discards it', async () => {
    const onSend = jest.fn(async () => {
      throw new Error(CONVERSATION_MESSAGES.companyFirst);
    });
    const { unmount } = renderThread({ onSend });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Nuevo mensaje/ }), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.companyFirst);
    expect(screen.getByRole('textbox', { name: /Nuevo mensaje/ })).toHaveValue('Hola');
    unmount();
    renderThread({ onSend, discards: () => true });
    await user.type(screen.getByRole('textbox', { name: /Nuevo mensaje/ }), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.companyFirst);
    expect(screen.getByRole('textbox', { name: /Nuevo mensaje/ })).toHaveValue('');
  });

  it('says why there is no box when the person cannot write', () => {
    renderThread({ messages: [], closedNote: CONVERSATION_MESSAGES.noDirectMessages });
    expect(screen.getByText(CONVERSATION_MESSAGES.noMessages)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(CONVERSATION_MESSAGES.noDirectMessages);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
