import { getApiBaseUrl } from './config';

/**
 * Where a company document is served, cookie-authenticated. The stored file's id rides along
 * because the slot's address stays the same when a file replaces another, and browsers keep files
 * for an hour.
 */
export const companyDocumentUrl = (companyId: number, slot: number, fileId: string | undefined) =>
  `${getApiBaseUrl()}/api/empresa/documento/${companyId}/${slot}${fileId ? `?v=${encodeURIComponent(fileId)}` : ''}`;

/** An invoice file's `url` is a path under the API. */
export const invoiceFileUrl = (path: string) => `${getApiBaseUrl()}${path}`;
