/** Where the API lives; the shell sets it from its run-time configuration before anything loads. */
let apiBaseUrl = 'http://localhost:6060';

export function configureApi(options: { baseUrl: string }) {
  apiBaseUrl = options.baseUrl.replace(/\/+$/, '');
}

export const getApiBaseUrl = () => apiBaseUrl;
