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
  type ConversationView,
} from '@postulate/contracts';
import { Alert, Button, Field, Loading, Textarea } from '@postulate/ui';
import { fetchApplications } from '../../applications/api/applicationsApi';
import { fetchConversation, markConversationRead, sendMessage } from '../api/messagesApi';

const messageFormSchema = messageSendSchema.pick({ message: true });
/** Every application fits one list: the API pages at most 100. */
const ALL = 100;

type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string };

function Conversation({ item, onRead }: { item: ApplicationListItem; onRead: (idAviso: number) => void }) {
  const [view, setView] = useState<Load<ConversationView>>({ status: 'loading' });
  const [sendError, setSendError] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ message: string }>({ resolver: zodResolver(messageFormSchema), defaultValues: { message: '' } });

  useEffect(() => {
    const controller = new AbortController();
    setView({ status: 'loading' });
    setSendError(null);
    fetchConversation(item.idAviso, controller.signal).then(
      (value) => {
        setView({ status: 'ready', value });
        // Opening the conversation reads it.
        if (value.conversation && value.conversation.messages.length > 0) {
          void markConversationRead(value.conversation.id).then(() => onRead(item.idAviso), () => undefined);
        }
      },
      (error: unknown) => !controller.signal.aborted && setView({ status: 'failed', message: errorMessage(error) }),
    );
    return () => controller.abort();
  }, [item.idAviso, onRead]);

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [view]);

  const onSubmit = handleSubmit(async ({ message }) => {
    setSendError(null);
    try {
      setView({ status: 'ready', value: await sendMessage(item.idAviso, message) });
      reset({ message: '' });
    } catch (error) {
      // 'El primer mensaje lo tiene que dar la empresa': the message is discarded, as the spec says.
      if (error instanceof ApiError && error.status === 409) reset({ message: '' });
      setSendError(errorMessage(error));
    }
  });

  const title = `${item.nombreEmpresa ?? APPLY_MESSAGES.confidential} · ${item.titulo}`;
  if (view.status === 'loading') return <Loading />;
  if (view.status === 'failed') return <Alert tone="error">{view.message}</Alert>;
  const { conversation, canCommunicate } = view.value;
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
  const [list, setList] = useState<Load<ApplicationListItem[]>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchApplications(1, ALL, controller.signal).then(
      (value) => setList({ status: 'ready', value: value.response }),
      (error: unknown) => !controller.signal.aborted && setList({ status: 'failed', message: errorMessage(error) }),
    );
    return () => controller.abort();
  }, []);

  // Stable, so opening a conversation does not refetch it.
  const [onRead] = useState(() => (idAviso: number) => {
    setList((current) =>
      current.status === 'ready'
        ? { status: 'ready', value: current.value.map((item) => (item.idAviso === idAviso ? { ...item, hasNewMessage: false } : item)) }
        : current,
    );
  });

  if (list.status === 'loading') return <Loading />;
  if (list.status === 'failed') return <Alert tone="error">{list.message}</Alert>;
  if (list.value.length === 0) return <p className="pl-muted">Cuando te postules a un aviso, vas a ver acá los mensajes de la empresa.</p>;
  const current = list.value.find((item) => item.idAviso === selected) ?? null;

  return (
    <div className="msg-center">
      <nav className="msg-companies" aria-label="Empresas">
        <ul>
          {list.value.map((item) => (
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
          <Conversation key={current.idAviso} item={current} onRead={onRead} />
        ) : (
          <p className="msg-empty">{CONVERSATION_MESSAGES.selectCompany}</p>
        )}
      </div>
    </div>
  );
}
