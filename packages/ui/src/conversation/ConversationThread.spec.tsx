import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERSATION_MESSAGES, type ConversationMessage } from '@postulate/contracts';
import { ConversationThread, type ConversationThreadProps, type MessageSending } from './ConversationThread';

const messages: ConversationMessage[] = [
  { id: 1, nameTransmitter: 'Logística del Plata S.A.', senderRole: 'Empresa', message: '¿Podés venir el lunes?', ulmod: '02-03-2026 10:15' },
  { id: 2, nameTransmitter: 'Ana Pérez', senderRole: 'Postulante', message: 'Sí, ahí estaré', ulmod: '02-03-2026 10:20' },
];

/** A send mutation at rest; `mutate` records each message with the callbacks the thread gave. */
const idle = (): MessageSending & { mutate: jest.Mock<MessageSending['mutate']> } => ({ mutate: jest.fn(), isPending: false, error: null });

const baseProps: ConversationThreadProps = {
  title: 'Logística del Plata S.A. · Chofer',
  counterpart: 'Logística del Plata S.A.',
  messages,
  mine: 'Postulante',
  closedNote: null,
  send: idle(),
  describeError: (error) => (error as Error).message,
};

const renderThread = (props: Partial<ConversationThreadProps> = {}) => render(<ConversationThread {...baseProps} {...props} />);

const box = () => screen.getByRole('textbox', { name: /Nuevo mensaje/ });

describe('ConversationThread', () => {
  it('lists the messages with sender and time, the reader’s own on their side', () => {
    renderThread();
    const list = screen.getByRole('list', { name: 'Mensajes con Logística del Plata S.A.' });
    const [company, mine] = within(list).getAllByRole('listitem');
    expect(company).toHaveTextContent('Logística del Plata S.A. 02-03-2026 10:15¿Podés venir el lunes?');
    expect(company).not.toHaveClass('pl-thread__message--mine');
    expect(mine).toHaveClass('pl-thread__message--mine');
  });

  it('sends a trimmed message and empties the box once sent; an empty one is refused with the Spanish rule', async () => {
    const send = idle();
    renderThread({ send });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(CONVERSATION_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(send.mutate).not.toHaveBeenCalled();
    await user.type(box(), '  Gracias  ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(send.mutate).toHaveBeenCalledWith('Gracias', expect.anything());
    expect(box()).toHaveValue('  Gracias  ');
    act(() => send.mutate.mock.calls[0][1].onSuccess());
    expect(box()).toHaveValue('');
  });

  it('sends nothing more while a message is on its way, its button busy', async () => {
    const send = { ...idle(), isPending: true };
    renderThread({ send });
    const user = userEvent.setup();
    await user.type(box(), 'Hola');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await user.type(box(), '{Enter}');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(send.mutate).not.toHaveBeenCalled();
  });

  it('shows a refusal, keeping the text unless the refusal discards it', async () => {
    const refusal = new Error(CONVERSATION_MESSAGES.companyFirst);
    const send = idle();
    const { rerender, unmount } = renderThread({ send });
    const user = userEvent.setup();
    await user.type(box(), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    act(() => send.mutate.mock.calls[0][1].onError(refusal));
    rerender(<ConversationThread {...baseProps} send={{ ...send, error: refusal }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.companyFirst);
    expect(box()).toHaveValue('Hola');
    unmount();

    const discarding = idle();
    renderThread({ send: discarding, discards: () => true });
    await user.type(box(), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    act(() => discarding.mutate.mock.calls[0][1].onError(refusal));
    expect(box()).toHaveValue('');
  });

  it('says why there is no box when the person cannot write', () => {
    renderThread({ messages: [], closedNote: CONVERSATION_MESSAGES.noDirectMessages });
    expect(screen.getByText(CONVERSATION_MESSAGES.noMessages)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(CONVERSATION_MESSAGES.noDirectMessages);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
