import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import { COMPANY_MESSAGES } from '@postulate/contracts';
import { Alert, Loading } from '@postulate/ui';
import { ConversationThread } from '@postulate/ui/conversation';
import { useCompanyApplication, useCompanyConversation, useMarkMessagesRead, useSendMessage } from '../api/applications-api';

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
  const { mutate: markMessagesRead } = useMarkMessagesRead(applicationId);
  const send = useSendMessage(applicationId);
  const marked = useRef(false);
  // Opening the conversation reads what the applicant wrote.
  const unreadConversation = detail?.hasNewMessage ? view?.conversation?.id : undefined;
  useEffect(() => {
    if (unreadConversation === undefined || marked.current) return;
    marked.current = true;
    // A failed mark leaves 'Mensajes (nuevos)' as it was: nothing to tell the user.
    markMessagesRead(unreadConversation);
  }, [markMessagesRead, unreadConversation]);

  const back = `/admin/aviso/${avisoId}/aplicaciones`;
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
        <div className="pl-card">
          <ConversationThread
            title={`${name} · ${detail.aviso.titulo}`}
            counterpart={name}
            messages={view.conversation?.messages ?? []}
            mine="Empresa"
            closedNote={view.canCommunicate ? null : COMPANY_MESSAGES.noDirectMessages}
            send={send}
            describeError={errorMessage}
          />
        </div>
      )}
    </section>
  );
}
