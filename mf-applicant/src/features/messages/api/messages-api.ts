import { useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { ConversationView } from '@postulate/contracts';
import { markApplicationsRead } from '../../applications/api/applications-api';
import { applicantKeys, applicantQueries } from '../../common/api/applicant-queries';

/** The conversation of the applicant's application to an ad (null until the company writes). */
export const useConversation = (idAviso: number) =>
  useQuery(
    { queryKey: applicantKeys.conversation(idAviso), queryFn: ({ signal }) => api.messages.view({ query: { idAviso } }, signal) },
    applicantQueries,
  );

/** Sends a message; the conversation the server answers replaces the cached one. */
export async function sendMessage(idAviso: number, message: string): Promise<ConversationView> {
  const view = await api.messages.send({ body: { idAviso, message } });
  applicantQueries.setQueryData(applicantKeys.conversation(idAviso), view);
  return view;
}

/** Opening a conversation reads it: the server is told, and the lists drop its 'Mensajes nuevos'. */
export async function markConversationRead(idAviso: number, conversationId: number): Promise<void> {
  await api.messages.markRead({ params: { id: conversationId } });
  markApplicationsRead(idAviso);
}
