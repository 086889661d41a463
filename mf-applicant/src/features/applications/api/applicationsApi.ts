import { api, apiRequest } from '@postulate/client';
import type {
  ApplicationDetail,
  ApplicationListItem,
  ApplicationStatus,
  ApplyRequestInput,
  AvisoApplicationState,
  ListResponse,
} from '@postulate/contracts';

/** The public ad (issue: public portal), the same the visitor's page shows. */
export const fetchAviso = (id: number, signal?: AbortSignal) => api.home.aviso({ params: { id } }, signal);

export const fetchApplicationState = (idAviso: number, signal?: AbortSignal) =>
  apiRequest<AvisoApplicationState>(`/api/aplica/aviso/${idAviso}`, { signal });

export const applyTo = (body: ApplyRequestInput) => apiRequest<ApplicationStatus>('/api/aplica/aplica', { method: 'POST', body });

export const fetchApplications = (page: number, size: number, signal?: AbortSignal) =>
  apiRequest<ListResponse<ApplicationListItem>>('/api/aplica/', { query: { page, size }, signal });

export const fetchApplication = (id: number, signal?: AbortSignal) =>
  apiRequest<ApplicationDetail>(`/api/aplica/get/${id}`, { signal });
