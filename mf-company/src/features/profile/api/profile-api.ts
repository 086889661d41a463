import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, downloadRoute } from '@postulate/client';
import { ADMIN_SIDE_PLACES, DEFAULT_PAGE_SIZE } from '@postulate/contracts';
import { companyQueries } from '../../common/api/company-queries';

/** 'Ver files' and 'Ver Facturas' keys: the company's own records, apart from its profile's. */
const keys = {
  documents: ['companyRecords', 'documents'] as const,
  invoices: (page: number) => ['companyRecords', 'invoices', page] as const,
};

/** The logged-in company's nine document slots. */
export const useOwnDocuments = () =>
  useQuery({ queryKey: keys.documents, queryFn: ({ signal }) => api.companyRecords.ownDocuments({}, signal) }, companyQueries);

/** Uploads one slot's file of the company `id`; the answer is the documents as they now are, shown at once. */
export const useUploadDocument = (id: number) =>
  useMutation(
    {
      mutationFn: ({ slot, file }: { slot: number; file: File }) => api.companyRecords.uploadDocument({ body: { id, slot }, file }),
      onSuccess: (documents) => companyQueries.setQueryData(keys.documents, documents),
    },
    companyQueries,
  );

/** One page of the company's invoices; the page shown stays while the next one loads. */
export const useOwnInvoices = (page: number) =>
  useQuery(
    {
      queryKey: keys.invoices(page),
      queryFn: ({ signal }) => api.invoices.list({ query: { page, size: DEFAULT_PAGE_SIZE } }, signal),
      placeholderData: keepPreviousData,
    },
    companyQueries,
  );

/** Every invoice of the company as a CSV file. */
export const useExportInvoices = () =>
  useMutation({ mutationFn: () => downloadRoute(ADMIN_SIDE_PLACES.invoices.export, { body: {} }, 'facturas.csv') }, companyQueries);
