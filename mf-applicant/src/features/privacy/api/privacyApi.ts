import { apiRequest } from '@postulate/client';
import type { AccountDeletion, ApplicantDataExport } from '@postulate/contracts';

export const fetchMyData = () => apiRequest<ApplicantDataExport>('/api/postulante/misdatos');

export const deleteMyAccount = (body: AccountDeletion) =>
  apiRequest<void>('/api/postulante/eliminar', { method: 'POST', body });
