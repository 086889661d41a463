import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import { markApplicationsRead } from '../../applications/api/applications-api';
import { applicantKeys, applicantQueries } from '../../common/api/applicant-queries';

/** The conversation of the applicant's application to an ad (null until the company writes). */
export const useConversation = (idAviso: number) =>
  useQuery({ queryKey: applicantKeys.conversation(idAviso), queryFn: ({ signal }) => api.messages.view({ query: { idAviso } }, signal) }, applicantQueries);

/** Sends a message; the conversation the server answers replaces the cached one. */
export const useSendMessage = (idAviso: number) =>
  useMutation(
    {
      mutationFn: (message: string) => api.messages.send({ body: { idAviso, message } }),
      onSuccess: (view) => applicantQueries.setQueryData(applicantKeys.conversation(idAviso), view),
    },
    applicantQueries,
  );

/** Opening a conversation reads it: the server is told, and the lists drop its 'Mensajes nuevos'. */
export const useMarkConversationRead = (idAviso: number) =>
  useMutation(
    {
      mutationFn: (conversationId: number) => api.messages.markRead({ params: { id: conversationId } }),
      onSuccess: () => markApplicationsRead(idAviso),
    },
    applicantQueries,
  );
