import { apiRequest, downloadFile } from '@postulate/client';
import { DEFAULT_PAGE_SIZE, type CompanyDocuments, type CompanyFile, type InvoicePage } from '@postulate/contracts';

type Signal = AbortSignal | undefined;

/** 'Ver files' and 'Ver Facturas' of Mi Perfil: the logged-in company's own documents and invoices. */
export const profileApi = {
  documents: (signal?: Signal) => apiRequest<CompanyDocuments>('/api/empresa/documentos', { signal }),
  uploadDocument: (document: CompanyFile, file: File) => {
    const form = new FormData();
    form.append('jsonbody', JSON.stringify(document));
    form.append('file', file);
    return apiRequest<CompanyDocuments>('/api/empresa/add_file.php', { method: 'POST', body: form });
  },
  invoices: (page: number, signal?: Signal) => apiRequest<InvoicePage>('/api/factura/', { query: { page, size: DEFAULT_PAGE_SIZE }, signal }),
  exportInvoices: () => downloadFile('/api/factura/report.php', { method: 'POST', body: {} }, 'facturas.csv'),
};
