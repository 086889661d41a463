import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import {
  COMPANY_MESSAGES,
  CONVERSATION_MESSAGES,
  MESSAGE_MAX,
  companyMessageSendSchema,
} from '@postulate/contracts';
import { Alert, Button, Field, Loading, Textarea } from '@postulate/ui';
import { markMessagesRead, sendMessage, useCompanyApplication, useCompanyConversation } from '../api/applicationsApi';

/** 'Central de Mensajes' for one application: the conversation, and a new message when the ad allows it. */
export function MessageCentre() {
  const params = useParams();
  const avisoId = Number(params.id);
  const applicationId = Number(params.applicationId);
  const application = useCompanyApplication(applicationId);
  const conversation = useCompanyConversation(applicationId);
  const detail = application.data;
  const view = conversation.data;
  const failure = application.error ?? conversation.error;
  const error = failure ? errorMessage(failure) : null;
  const marked = useRef(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ message: string }>({ resolver: zodResolver(companyMessageSendSchema), defaultValues: { message: '' } });

  // Opening the conversation reads what the applicant wrote.
  const unreadConversation = detail?.hasNewMessage ? view?.conversation?.id : undefined;
  useEffect(() => {
    if (unreadConversation === undefined || marked.current) return;
    marked.current = true;
    markMessagesRead(applicationId, unreadConversation).catch(() => undefined);
  }, [applicationId, unreadConversation]);

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [view]);

  const onSubmit = handleSubmit(async ({ message }) => {
    setSendError(null);
    try {
      await sendMessage(applicationId, message);
      reset({ message: '' });
    } catch (failure) {
      setSendError(errorMessage(failure));
    }
  });

  const back = `/admin/aviso/${avisoId}/aplicaciones`;
  const messages = view?.conversation?.messages ?? [];
  const name = detail?.cv?.name ?? 'el postulante';

  return (
    <section className="pl-stack" aria-labelledby="messages-title">
      <div className="pl-cluster pl-cluster--between">
        <h1 id="messages-title" className="pl-page-title">
          Central de Mensajes
        </h1>
        <Link className="pl-button pl-button--secondary" to={back}>
          Volver a las aplicaciones
        </Link>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {(!view || !detail) && !error && <Loading />}
      {view && detail && (
        <div className="pl-card pl-stack">
          <h2 className="pl-card__title">
            {name} · {detail.aviso.titulo}
          </h2>
          {messages.length === 0 ? (
            <p className="pl-muted">{CONVERSATION_MESSAGES.noMessages}</p>
          ) : (
            <ol ref={listRef} className="cmp-messages" aria-label={`Mensajes con ${name}`}>
              {messages.map((message) => (
                <li key={message.id} className={`cmp-message ${message.senderRole === 'Empresa' ? 'cmp-message--mine' : ''}`}>
                  <p className="cmp-message__meta">
                    <strong>{message.nameTransmitter}</strong> <span>{message.ulmod}</span>
                  </p>
                  <p className="cmp-message__text">{message.message}</p>
                </li>
              ))}
            </ol>
          )}
          {sendError && <Alert tone="error">{sendError}</Alert>}
          {view.canCommunicate ? (
            <form className="pl-stack" onSubmit={onSubmit} noValidate>
              <Field label="Nuevo mensaje" htmlFor="cmp-message-input" error={errors.message?.message}>
                <Textarea rows={3} maxLength={MESSAGE_MAX} placeholder={CONVERSATION_MESSAGES.placeholder} {...register('message')} />
              </Field>
              <div className="pl-actions">
                <Button type="submit" variant="primary" busy={isSubmitting}>
                  Enviar
                </Button>
              </div>
            </form>
          ) : (
            <Alert tone="info">{COMPANY_MESSAGES.noDirectMessages}</Alert>
          )}
        </div>
      )}
    </section>
  );
}
