import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '@postulate/client';
import {
  APPLY_MESSAGES,
  CONVERSATION_MESSAGES,
  MESSAGE_MAX,
  messageSendSchema,
  type ApplicationListItem,
} from '@postulate/contracts';
import { Alert, Button, Field, Loading, Textarea } from '@postulate/ui';
import { useApplications } from '../../applications/api/applicationsApi';
import { markConversationRead, sendMessage, useConversation } from '../api/messagesApi';

const messageFormSchema = messageSendSchema.pick({ message: true });
/** Every application fits one list: the API pages at most 100. */
const ALL = 100;

function Conversation({ item }: { item: ApplicationListItem }) {
  const view = useConversation(item.idAviso);
  const [sendError, setSendError] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ message: string }>({ resolver: zodResolver(messageFormSchema), defaultValues: { message: '' } });

  // Opening the conversation reads it (once per conversation the server answered).
  const conversationId = view.data?.conversation?.messages.length ? view.data.conversation.id : null;
  useEffect(() => {
    if (conversationId !== null) markConversationRead(item.idAviso, conversationId).catch(() => undefined);
  }, [item.idAviso, conversationId]);

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [view.data]);

  const onSubmit = handleSubmit(async ({ message }) => {
    setSendError(null);
    try {
      await sendMessage(item.idAviso, message);
      reset({ message: '' });
    } catch (error) {
      // 'El primer mensaje lo tiene que dar la empresa': the message is discarded, as the spec says.
      if (error instanceof ApiError && error.status === 409) reset({ message: '' });
      setSendError(errorMessage(error));
    }
  });

  const title = `${item.nombreEmpresa ?? APPLY_MESSAGES.confidential} · ${item.titulo}`;
  if (view.isError) return <Alert tone="error">{errorMessage(view.error)}</Alert>;
  if (!view.data) return <Loading />;
  const { conversation, canCommunicate } = view.data;
  const messages = conversation?.messages ?? [];
  // The spec: the first message comes from the company. Until then there is nothing to type into,
  // rather than a box whose text the server would discard.
  const companyWrote = messages.some((message) => message.senderRole !== 'Postulante');
  const closedNote = !canCommunicate ? CONVERSATION_MESSAGES.noDirectMessages : companyWrote ? null : CONVERSATION_MESSAGES.companyFirst;

  return (
    <section className="msg-thread pl-stack" aria-labelledby="msg-thread-title">
      <h2 id="msg-thread-title" className="msg-thread__title">
        {title}
      </h2>
      {messages.length === 0 ? (
        <p className="pl-muted">{CONVERSATION_MESSAGES.noMessages}</p>
      ) : (
        <ol ref={listRef} className="msg-list" aria-label={`Mensajes con ${item.nombreEmpresa ?? APPLY_MESSAGES.confidential}`}>
          {messages.map((message) => (
            <li key={message.id} className={`msg ${message.senderRole === 'Postulante' ? 'msg--mine' : ''}`}>
              <p className="msg__meta">
                <strong>{message.nameTransmitter}</strong> <span>{message.ulmod}</span>
              </p>
              <p className="msg__text">{message.message}</p>
            </li>
          ))}
        </ol>
      )}
      {sendError && <Alert tone="error">{sendError}</Alert>}
      {closedNote === null ? (
        <form className="pl-stack msg-form" onSubmit={onSubmit} noValidate>
          <Field label="Nuevo mensaje" htmlFor="msg-input" error={errors.message?.message}>
            <Textarea rows={2} maxLength={MESSAGE_MAX} placeholder={CONVERSATION_MESSAGES.placeholder} {...register('message')} />
          </Field>
          <div className="pl-actions">
            <Button type="submit" busy={isSubmitting}>
              Enviar
            </Button>
          </div>
        </form>
      ) : (
        <p className="msg-closed" role="note">
          {closedNote}
        </p>
      )}
    </section>
  );
}

/** Central de Mensajes: the applicant's applications on one side, the chosen conversation on the other. */
export function MessageCenter() {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('aviso')) || null;
  const list = useApplications(1, ALL);

  if (list.isError) return <Alert tone="error">{errorMessage(list.error)}</Alert>;
  if (!list.data) return <Loading />;
  const items = list.data.response;
  if (items.length === 0) return <p className="pl-muted">Cuando te postules a un aviso, vas a ver acá los mensajes de la empresa.</p>;
  const current = items.find((item) => item.idAviso === selected) ?? null;

  return (
    <div className="msg-center">
      <nav className="msg-companies" aria-label="Empresas">
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="msg-company"
                aria-current={item.idAviso === selected ? 'true' : undefined}
                onClick={() => setParams({ aviso: String(item.idAviso) })}
              >
                <span className="msg-company__name">{item.nombreEmpresa ?? APPLY_MESSAGES.confidential}</span>
                <span className="msg-company__title">{item.titulo}</span>
                {item.hasNewMessage && <span className="pl-badge pl-badge--accent">Nuevo</span>}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="msg-panel">
        {current ? (
          <Conversation key={current.idAviso} item={current} />
        ) : (
          <p className="msg-empty">{CONVERSATION_MESSAGES.selectCompany}</p>
        )}
      </div>
    </div>
  );
}
