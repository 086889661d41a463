export { configureApi, getApiBaseUrl } from './config';
export { ApiError, errorMessage, type RequestOptions } from './http';
export { retryOnceUnlessRefused } from './query-retry';
export { solveCaptcha } from './captcha';
export { api, createApi, createDownloadRoute, downloadRoute, fileAsDataUrl, fileUrl, type ApiClient, type FeatureClient, type RouteCall } from './route-client';
export { fetchSessionProfile, useSessionStore } from './session-store';
export { holdHistoryTraversal, leaveWhenAllowed, listenBeforeRouter, useLeaveGuardStore } from './leave-guard';
