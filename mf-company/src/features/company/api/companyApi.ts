import { api, apiRequest, getApiBaseUrl } from '@postulate/client';
import type {
  ApplicationMarks,
  ApplicationTab,
  AvisoSaved,
  AvisoSaveInput,
  CompanyApplicationDetail,
  CompanyApplicationsPage,
  CompanyAvisoData,
  CompanyDashboard,
  CompanyProfileData,
  ConversationView,
  SecurityFlag,
  TestReportData,
} from '@postulate/contracts';
import { DEFAULT_PAGE_SIZE } from '@postulate/contracts';

type Signal = AbortSignal | undefined;
const post = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body });

/** Every call of the company back office (services/src/company), one place for the paths. */
export const companyApi = {
  dashboard: (signal?: Signal) => apiRequest<CompanyDashboard>('/api/empresa/dashboard', { signal }),
  aviso: (id: number, signal?: Signal) => apiRequest<CompanyAvisoData>(`/api/empresa/aviso/${id}`, { signal }),
  addAviso: (aviso: AvisoSaveInput) => post<AvisoSaved>('/api/empresa/add_aviso', aviso),
  updateAviso: (id: number, aviso: AvisoSaveInput) => post<AvisoSaved>('/api/empresa/update_aviso', { id, aviso }),
  publish: (id: number) => post<AvisoSaved>('/api/empresa/publish_aviso', { id, actionType: 'update' }),
  finish: (id: number) => post<AvisoSaved>('/api/empresa/finish_aviso', { id, actionType: 'update' }),
  remove: (id: number) => post<{ id: number; message: string }>('/api/empresa/delete_aviso', { id, actionType: 'update' }),

  applications: (avisoId: number, tab: ApplicationTab, page: number, seguridad: SecurityFlag[], signal?: Signal) =>
    apiRequest<CompanyApplicationsPage>(`/api/empresa/aviso/${avisoId}/aplicaciones`, {
      query: { tab, page, size: DEFAULT_PAGE_SIZE, seguridad: seguridad.join(',') || undefined },
      signal,
    }),
  application: (id: number, signal?: Signal) => apiRequest<CompanyApplicationDetail>(`/api/empresa/aplicacion/${id}`, { signal }),
  report: (id: number, signal?: Signal) => apiRequest<TestReportData>(`/api/empresa/aplicacion/${id}/informe`, { signal }),
  markRead: (id: number) => post<ApplicationMarks>('/api/empresa/aplicaisread', { id }),
  setFavourite: (id: number, favourite: boolean) => post<ApplicationMarks>('/api/empresa/aplicaisfauvorite', { id, favourite }),
  conversation: (id: number, signal?: Signal) => apiRequest<ConversationView>(`/api/empresa/aplicacion/${id}/mensajes`, { signal }),
  send: (id: number, message: string) => post<ConversationView>(`/api/empresa/aplicacion/${id}/mensajes`, { message }),
  markMessagesRead: (conversationId: number) => post<void>('/api/empresa/setReadMessages', { id: conversationId }),

  profile: (signal?: Signal) => apiRequest<CompanyProfileData>('/api/empresa/perfil', { signal }),
  saveProfile: (body: unknown, logo: File | null) => {
    if (!logo) return post<CompanyProfileData>('/api/empresa/perfil', body);
    const form = new FormData();
    form.append('jsonbody', JSON.stringify(body));
    form.append('file', logo);
    return post<CompanyProfileData>('/api/empresa/perfilmp', form);
  },

  // Reference lists for the wizard's selects (public endpoints).
  // Searched on the server as the user types, so every area an administrator adds can be found.
  areas: async (text: string, signal?: Signal) => (await api.reference.areas({ query: { fvalue: text, fname: 'name', size: 100 } }, signal)).response,
  area: (id: number, signal?: Signal) => api.reference.area({ params: { id } }, signal),
  niveles: async (text: string, signal?: Signal) =>
    (await api.reference.workLevels({ query: { fvalue: text, fname: 'name', size: 100 } }, signal)).response,
  localities: async (province: string, text: string, signal: AbortSignal) =>
    (await api.reference.localities({ query: { province, fvalue: text, fname: 'name' } }, signal)).response,
};

/** Where a CV file (the photo) is served to the company that received the application. */
export async function cvFileAsDataUrl(id: string): Promise<string> {
  const response = await fetch(`${getApiBaseUrl()}/api/cv/archivo/${id}`, { credentials: 'include' });
  if (!response.ok) throw new Error(`foto ${response.status}`);
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
