import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CONVERSATION_MESSAGES, MESSAGE_MAX, messageFormSchema, type ConversationMessage, type MessageForm } from '@postulate/contracts';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { Field } from '../components/Field';
import { Textarea } from '../components/Textarea';
import { FORM_VALIDATION } from '../forms';
import { flatSchemaResolver } from '../internal/schema-resolver';
import './conversation.css';

/** The app's send mutation (TanStack Query's useMutation over the message text), as the thread uses it. */
export interface MessageSending {
  mutate: (message: string, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
  /** The last send's refusal; its Spanish message shows above the box. */
  error: Error | null;
}

export interface ConversationThreadProps {
  /** The thread's heading: who it is with and the ad. */
  title: ReactNode;
  /** Who the messages are with, for the list's accessible name. */
  counterpart: string;
  messages: ConversationMessage[];
  /** The side of the person reading: their own messages sit on the right. */
  mine: ConversationMessage['senderRole'];
  /** Why the person cannot write (the box is not shown), or null when they can. */
  closedNote: ReactNode | null;
  /** Sends a message. */
  send: MessageSending;
  /** A refusal after which the typed text is discarded rather than kept for another try. */
  discards?: (error: unknown) => boolean;
  /** The Spanish text of a refusal (the client's errorMessage). */
  describeError: (error: unknown) => string;
  /** Shown under a message, e.g. the applicant's warning beside a company message asking for money (issue 39). */
  messageNote?: (message: ConversationMessage) => ReactNode;
}

/**
 * One conversation between a company and an applicant, the same in both message centres: the
 * messages (newest at the bottom, in view), and the new-message box or why there is none.
 */
export function ConversationThread({ title, counterpart, messages, mine, closedNote, send, discards, describeError, messageNote }: ConversationThreadProps) {
  const titleId = useId();
  const inputId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<MessageForm, unknown, MessageForm>({ ...FORM_VALIDATION, resolver: flatSchemaResolver(messageFormSchema), defaultValues: { message: '' } });

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [messages]);

  const onSubmit = handleSubmit(({ message }) => {
    if (send.isPending) return;
    send.mutate(message, {
      onSuccess: () => reset({ message: '' }),
      onError: (error) => {
        if (discards?.(error)) reset({ message: '' });
      },
    });
  });

  return (
    <section className="pl-thread pl-stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="pl-thread__title">
        {title}
      </h2>
      {messages.length === 0 ? (
        <p className="pl-muted">{CONVERSATION_MESSAGES.noMessages}</p>
      ) : (
        <ol ref={listRef} className="pl-thread__list" aria-label={`Mensajes con ${counterpart}`}>
          {messages.map((message) => (
            <li key={message.id} className={message.senderRole === mine ? 'pl-thread__message pl-thread__message--mine' : 'pl-thread__message'}>
              <p className="pl-thread__meta">
                <strong>{message.nameTransmitter}</strong> <span>{message.ulmod}</span>
              </p>
              <p className="pl-thread__text">{message.message}</p>
              {messageNote?.(message)}
            </li>
          ))}
        </ol>
      )}
      {send.error && <Alert tone="error">{describeError(send.error)}</Alert>}
      {closedNote === null ? (
        <form className="pl-stack" onSubmit={onSubmit} noValidate>
          <Field label="Nuevo mensaje" htmlFor={inputId} error={errors.message?.message}>
            <Textarea rows={3} maxLength={MESSAGE_MAX} placeholder={CONVERSATION_MESSAGES.placeholder} {...register('message')} />
          </Field>
          <div className="pl-actions">
            <Button type="submit" busy={send.isPending}>
              Enviar
            </Button>
          </div>
        </form>
      ) : (
        <p className="pl-thread__closed" role="note">
          {closedNote}
        </p>
      )}
    </section>
  );
}
