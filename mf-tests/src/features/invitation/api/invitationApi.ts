import { apiRequest } from '@postulate/client';
import type { InvitationFormInput, InvitationView } from '@postulate/contracts';

const base = (token: string) => `/api/invitation/${encodeURIComponent(token)}`;

export const invitationApi = {
  view: (token: string) => apiRequest<InvitationView>(base(token)),
  /** The first save claims the link for this browser (an httpOnly cookie the API sets). */
  save: (token: string, form: InvitationFormInput) => apiRequest<InvitationView>(base(token), { method: 'POST', body: form }),
};
