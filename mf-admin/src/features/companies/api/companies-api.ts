import { api, apiRequest } from '@postulate/client';
import {
  DEFAULT_PAGE_SIZE,
  type CompanyAdminView,
  type CompanyDocuments,
  type CompanyProfileData,
  type DocumentReviewInput,
  type InvoiceFileSlot,
  type InvoiceItem,
  type InvoicePage,
  type InvoiceSaveInput,
  type LinkableUser,
  type ListResponse,
} from '@postulate/contracts';
import type { CompanyProfileValues } from '@postulate/ui/company-records';

type Signal = AbortSignal | undefined;

const multipart = (jsonbody: object, file: File) => {
  const form = new FormData();
  form.append('jsonbody', JSON.stringify(jsonbody));
  form.append('file', file);
  return form;
};

/** The provider-edit view of one company: profile, user, documents and invoices (Administrador). */
export const companiesApi = {
  company: (id: number, signal?: Signal) => apiRequest<CompanyAdminView>(`/api/empresa/get/${id}`, { signal }),
  profile: (id: number, signal?: Signal) => apiRequest<CompanyProfileData>(`/api/empresa/get/${id}/perfil`, { signal }),
  saveProfile: (id: number, profile: CompanyProfileValues) =>
    apiRequest<CompanyProfileData>(`/api/empresa/update/${id}`, { method: 'POST', body: profile }),
  localities: async (province: string, text: string, signal: AbortSignal) =>
    (await api.reference.localities({ query: { province, fvalue: text, fname: 'name' } }, signal)).response,
  linkableUsers: async (fvalue: string, signal?: Signal) =>
    (await apiRequest<ListResponse<LinkableUser>>('/api/empresa/usuarios', { query: { fvalue }, signal })).response,
  link: (id: number, userId: number | null) => apiRequest<CompanyAdminView>(`/api/empresa/link/${id}`, { method: 'POST', body: { userId } }),
  documents: (id: number, signal?: Signal) => apiRequest<CompanyDocuments>(`/api/empresa/get/${id}/documentos`, { signal }),
  review: (review: DocumentReviewInput) => apiRequest<CompanyDocuments>('/api/empresa/documento/revisar', { method: 'POST', body: review }),
  invoices: (empresa: number, page: number, signal?: Signal) =>
    apiRequest<InvoicePage>('/api/factura/', { query: { empresa, page, size: DEFAULT_PAGE_SIZE }, signal }),
  saveInvoice: (id: number | null, invoice: InvoiceSaveInput) =>
    apiRequest<InvoiceItem>(id === null ? '/api/factura/add' : `/api/factura/update/${id}`, { method: 'POST', body: invoice }),
  attachInvoiceFile: (id: number, slot: InvoiceFileSlot, file: File) =>
    apiRequest<InvoiceItem>('/api/factura/add_file.php', { method: 'POST', body: multipart({ id, slot }, file) }),
};
