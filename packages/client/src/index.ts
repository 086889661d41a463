export { configureApi, getApiBaseUrl } from './config';
export { ApiError, apiRequest, downloadFile, errorMessage, type RequestOptions } from './http';
export { retryOnceUnlessRefused } from './query-retry';
export { solveCaptcha } from './captcha';
export { companyDocumentUrl, invoiceFileUrl } from './company-files';
export { api, createApi, fileUrl, type ApiClient, type FeatureClient, type RouteCall } from './route-client';
export { useSessionStore } from './session-store';
