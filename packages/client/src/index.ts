export { configureApi, getApiBaseUrl } from './config';
export { ApiError, apiRequest, downloadFile, errorMessage, type RequestOptions } from './http';
export { solveCaptcha } from './captcha';
export { useSessionStore } from './session-store';
