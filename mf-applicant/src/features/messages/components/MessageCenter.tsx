import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '@postulate/client';
import { APPLY_MESSAGES, CONVERSATION_MESSAGES, type ApplicationListItem, type ReportReason } from '@postulate/contracts';
import { Alert, Loading } from '@postulate/ui';
import { ConversationThread } from '@postulate/ui/conversation';
import { ScamMessageWarning, ScamNotice } from '@postulate/ui/safety';
import { useApplications } from '../../applications/api/applications-api';
import { AvisoReportDialog, type ReportTarget } from '../../common/components/AvisoReportDialog';
import { useConversation, useMarkConversationRead, useSendMessage } from '../api/messages-api';

/** Every application fits one list: the API pages at most 100. */
const ALL = 100;

function Conversation({ item, onReport }: { item: ApplicationListItem; onReport: (reason?: ReportReason) => void }) {
  const view = useConversation(item.idAviso);
  const send = useSendMessage(item.idAviso);
  const { mutate: markRead } = useMarkConversationRead(item.idAviso);
  // Opening the conversation reads it (once per conversation the server answered).
  const conversationId = view.data?.conversation?.messages.length ? view.data.conversation.id : null;
  useEffect(() => {
    if (conversationId !== null) markRead(conversationId);
  }, [markRead, conversationId]);

  if (view.isError) return <Alert tone="error">{errorMessage(view.error)}</Alert>;
  if (!view.data) return <Loading />;
  const { conversation, canCommunicate } = view.data;
  const messages = conversation?.messages ?? [];
  // The spec's 'the company writes first' is for conversations without an ad: every one here is
  // about an application to an ad, so the applicant may open it wherever the ad allows messages.
  const company = item.nombreEmpresa ?? APPLY_MESSAGES.confidential;

  return (
    <ConversationThread
      title={`${company} · ${item.titulo}`}
      counterpart={company}
      messages={messages}
      mine="Postulante"
      closedNote={canCommunicate ? null : CONVERSATION_MESSAGES.noDirectMessages}
      send={send}
      // The ad stopped taking direct messages since the page loaded: the message is discarded.
      discards={(error) => error instanceof ApiError && error.status === 403}
      describeError={errorMessage}
      // Issue 39: a company message asking for money, bank data or another channel carries a warning (read here, from its text).
      messageNote={(message) => message.senderRole !== 'Postulante' && <ScamMessageWarning text={message.message} onReport={onReport} />}
    />
  );
}

/** Central de Mensajes: the applicant's applications on one side, the chosen conversation on the other. */
export function MessageCenter() {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('aviso')) || null;
  const list = useApplications(1, ALL);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);

  if (list.isError) return <Alert tone="error">{errorMessage(list.error)}</Alert>;
  if (!list.data) return <Loading />;
  const items = list.data.response;
  if (items.length === 0) return <p className="pl-muted">Cuando te postules a un aviso, vas a ver acá los mensajes de la empresa.</p>;
  const current = items.find((item) => item.idAviso === selected) ?? null;
  const report = (reason?: ReportReason) => current && setReporting({ idAviso: current.idAviso, titulo: current.titulo, reason });

  return (
    <div className="pl-stack">
      <ScamNotice onReport={current ? () => report() : undefined} />
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
            <Conversation key={current.idAviso} item={current} onReport={report} />
          ) : (
            <p className="msg-empty">{CONVERSATION_MESSAGES.selectCompany}</p>
          )}
        </div>
      </div>
      <AvisoReportDialog target={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
