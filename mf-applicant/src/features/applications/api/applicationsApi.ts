import { api } from '@postulate/client';
import type { ApplyRequestInput } from '@postulate/contracts';

/** The public ad (issue: public portal), the same the visitor's page shows. */
export const fetchAviso = (id: number, signal?: AbortSignal) => api.home.aviso({ params: { id } }, signal);

export const fetchApplicationState = (idAviso: number, signal?: AbortSignal) => api.applications.forAviso({ params: { idAviso } }, signal);

export const applyTo = (body: ApplyRequestInput) => api.applications.apply({ body });

export const fetchApplications = (page: number, size: number, signal?: AbortSignal) => api.applications.list({ query: { page, size } }, signal);

export const fetchApplication = (id: number, signal?: AbortSignal) => api.applications.get({ params: { id } }, signal);
