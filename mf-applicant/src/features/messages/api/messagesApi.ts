import { apiRequest } from '@postulate/client';
import type { ConversationView } from '@postulate/contracts';

export const fetchConversation = (idAviso: number, signal?: AbortSignal) =>
  apiRequest<ConversationView>('/api/message/', { query: { idAviso }, signal });

export const sendMessage = (idAviso: number, message: string) =>
  apiRequest<ConversationView>('/api/message/add', { method: 'POST', body: { idAviso, message } });

export const markConversationRead = (conversationId: number) =>
  apiRequest<void>(`/api/message/leido/${conversationId}`, { method: 'POST' });
