import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { DocumentReview, InvoiceFileSlot, InvoiceSaveInput } from '@postulate/contracts';
import type { CompanyProfileValues } from '@postulate/ui/company-records';
import { adminQueries } from '../../common/api/admin-queries';
import { companiesApi } from './companies-api';

/** Everything about one company sits under ['empresa', id]; its invoices under ['factura', id]. */
const keys = {
  company: (id: number) => ['empresa', id] as const,
  view: (id: number) => ['empresa', id, 'view'] as const,
  profile: (id: number) => ['empresa', id, 'perfil'] as const,
  documents: (id: number) => ['empresa', id, 'documentos'] as const,
  linkable: (fvalue: string) => ['usuar', 'sin-empresa', fvalue] as const,
  invoices: (id: number, page: number) => ['factura', id, page] as const,
};

export const useCompany = (id: number) => useQuery({ queryKey: keys.view(id), queryFn: ({ signal }) => companiesApi.company(id, signal) }, adminQueries);

export const useCompanyProfile = (id: number) =>
  useQuery({ queryKey: keys.profile(id), queryFn: ({ signal }) => companiesApi.profile(id, signal) }, adminQueries);

export const useCompanyDocuments = (id: number) =>
  useQuery({ queryKey: keys.documents(id), queryFn: ({ signal }) => companiesApi.documents(id, signal) }, adminQueries);

export const useLinkableUsers = (fvalue: string) =>
  useQuery(
    { queryKey: keys.linkable(fvalue), queryFn: ({ signal }) => companiesApi.linkableUsers(fvalue, signal), placeholderData: keepPreviousData },
    adminQueries,
  );

export const useCompanyInvoices = (id: number, page: number) =>
  useQuery(
    { queryKey: keys.invoices(id, page), queryFn: ({ signal }) => companiesApi.invoices(id, page, signal), placeholderData: keepPreviousData },
    adminQueries,
  );

/**
 * After a change to the company (profile, user, a review): its views, and the Empresas list, are
 * read again. A profile, link or invoice write does not wait for them: its notice shows at once.
 */
const companyChanged = async (id: number) => {
  await adminQueries.invalidateQueries({ queryKey: keys.company(id) });
  await adminQueries.invalidateQueries({ queryKey: ['empresa', 'list'] });
  await adminQueries.invalidateQueries({ queryKey: ['usuar'] });
};

/** Saves the company's profile (Mi Perfil's rules); the header and the lists follow. */
export const useSaveCompanyProfile = (id: number) =>
  useMutation(
    {
      mutationFn: ({ values }: { values: CompanyProfileValues }) => companiesApi.saveProfile(id, values),
      onSuccess: () => void companyChanged(id),
    },
    adminQueries,
  );

/** Links a user to the company (`null` removes the link); the linkable users change too. */
export const useLinkCompanyUser = (id: number) =>
  useMutation({ mutationFn: (userId: number | null) => companiesApi.link(id, userId), onSuccess: () => void companyChanged(id) }, adminQueries);

/** A review answers the documents as they now are: shown at once, then the head and the list follow. */
export const useReviewDocument = () =>
  useMutation(
    {
      mutationFn: (review: DocumentReview) => companiesApi.review(review),
      onSuccess: async (documents) => {
        adminQueries.setQueryData(keys.documents(documents.companyId), documents);
        await companyChanged(documents.companyId);
      },
    },
    adminQueries,
  );

const invoicesChanged = (id: number) => adminQueries.invalidateQueries({ queryKey: ['factura', id] });

/** Adds an invoice to the company (`id` null) or changes one; its invoices are read again. */
export const useSaveInvoice = (companyId: number) =>
  useMutation(
    {
      mutationFn: ({ id, invoice }: { id: number | null; invoice: InvoiceSaveInput }) => companiesApi.saveInvoice(id, invoice),
      onSuccess: () => void invoicesChanged(companyId),
    },
    adminQueries,
  );

/** Attaches an invoice's PDF or other document; the company's invoices are read again. */
export const useAttachInvoiceFile = (companyId: number) =>
  useMutation(
    {
      mutationFn: ({ id, slot, file }: { id: number; slot: InvoiceFileSlot; file: File }) => companiesApi.attachInvoiceFile(id, slot, file),
      onSuccess: () => void invoicesChanged(companyId),
    },
    adminQueries,
  );
