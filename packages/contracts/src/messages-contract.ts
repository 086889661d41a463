import { z } from './zod.js';
import { idSchema } from './admin.js';
import { defineRoute } from './api-route.js';
import { noContentSchema } from './api-schemas.js';
import { conversationViewSchema, messageQuerySchema, messageSendSchema } from './applications.js';
import { MESSAGE_PLACES } from './route-places.js';

/** The applicant's Central de Mensajes: one conversation per application, opened by whichever side writes first. */
export const MESSAGE_ROUTES = {
  view: defineRoute({
    ...MESSAGE_PLACES.view,
    summary: 'The conversation of the applicant’s application to the ad (null until either side writes) and whether the ad allows answering',
    query: messageQuerySchema,
    response: conversationViewSchema,
    refusals: { 404: 'The applicant has no application to that ad' },
  }),
  send: defineRoute({
    ...MESSAGE_PLACES.send,
    summary: 'Writes in the conversation; the answer is the conversation with the new message',
    body: messageSendSchema,
    response: conversationViewSchema,
    refusals: {
      400: 'An empty or too long message',
      403: 'The ad does not allow direct messages: nothing stored',
      404: 'The applicant has no application to that ad',
      429: 'Too many messages in a short time',
    },
  }),
  markRead: defineRoute({
    ...MESSAGE_PLACES.markRead,
    summary: 'Every message of the conversation is now read',
    params: z.object({ id: idSchema.describe('The conversation id') }),
    noContent: true,
    response: noContentSchema,
    refusals: { 404: 'Unknown conversation, or another applicant’s' },
  }),
};
