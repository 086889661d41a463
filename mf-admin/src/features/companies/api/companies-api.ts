import { api } from '@postulate/client';
import { DEFAULT_PAGE_SIZE, type DocumentReviewInput, type InvoiceFileSlot, type InvoiceSaveInput } from '@postulate/contracts';
import type { CompanyProfileValues } from '@postulate/ui/company-records';

type Signal = AbortSignal | undefined;

/** The provider-edit view of one company: profile, user, documents and invoices (Administrador). */
export const companiesApi = {
  company: (id: number, signal?: Signal) => api.companyRecords.get({ params: { id } }, signal),
  profile: (id: number, signal?: Signal) => api.companyRecords.profile({ params: { id } }, signal),
  saveProfile: (id: number, profile: CompanyProfileValues) => api.companyRecords.updateProfile({ params: { id }, body: profile }),
  localities: async (province: string, text: string, signal: AbortSignal) =>
    (await api.reference.localities({ query: { province, fvalue: text, fname: 'name' } }, signal)).response,
  linkableUsers: async (fvalue: string, signal?: Signal) => (await api.companyRecords.linkableUsers({ query: { fvalue } }, signal)).response,
  link: (id: number, userId: number | null) => api.companyRecords.link({ params: { id }, body: { userId } }),
  documents: (id: number, signal?: Signal) => api.companyRecords.documents({ params: { id } }, signal),
  review: (review: DocumentReviewInput) => api.companyRecords.review({ body: review }),
  invoices: (empresa: number, page: number, signal?: Signal) => api.invoices.list({ query: { empresa, page, size: DEFAULT_PAGE_SIZE } }, signal),
  saveInvoice: (id: number | null, invoice: InvoiceSaveInput) =>
    id === null ? api.invoices.add({ body: invoice }) : api.invoices.update({ params: { id }, body: invoice }),
  attachInvoiceFile: (id: number, slot: InvoiceFileSlot, file: File) => api.invoices.attachFile({ body: { id, slot }, file }),
};
