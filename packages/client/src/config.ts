/**
 * Where the API lives; the shell sets it from its run-time configuration before anything loads.
 * Empty means the page's own origin, where the shell's server proxies /api.
 */
let apiBaseUrl = '';

export function configureApi(options: { baseUrl: string }) {
  apiBaseUrl = options.baseUrl.replace(/\/+$/, '');
}

export const getApiBaseUrl = () => apiBaseUrl;
