import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompanyDocuments } from '@postulate/contracts';
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

export const useCompany = (id: number) =>
  useQuery({ queryKey: keys.view(id), queryFn: ({ signal }) => companiesApi.company(id, signal) }, adminQueries);

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

/** After a change to the company (profile, user, a review): its views, and the Empresas list, are read again. */
export const companyChanged = async (id: number) => {
  await adminQueries.invalidateQueries({ queryKey: keys.company(id) });
  await adminQueries.invalidateQueries({ queryKey: ['empresa', 'list'] });
  await adminQueries.invalidateQueries({ queryKey: ['usuar'] });
};

/** A review answers the documents as they now are: shown at once, then the head and the list follow. */
export const documentsReviewed = async (documents: CompanyDocuments) => {
  adminQueries.setQueryData(keys.documents(documents.companyId), documents);
  await companyChanged(documents.companyId);
};

export const invoicesChanged = (id: number) => adminQueries.invalidateQueries({ queryKey: ['factura', id] });
