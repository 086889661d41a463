import { apiRequest } from '@postulate/client';
import { homeQueryOf, type AvisoDetailData, type HomeFilter, type HomeResponse } from '@postulate/contracts';

/** GET /api/home/?q=a,b&province=02&province=06&area=6&page=N */
export function fetchHome(filters: HomeFilter[], page: number, area: number | null, signal?: AbortSignal): Promise<HomeResponse> {
  const { q, province, page: pageNumber } = homeQueryOf(filters, page);
  // apiRequest takes one value per key; repeated provinces go in the path's query string.
  const provinces = province.map((id) => `province=${encodeURIComponent(id)}`).join('&');
  return apiRequest<HomeResponse>(`/api/home/${provinces ? `?${provinces}` : ''}`, {
    query: { q, area: area ?? undefined, page: pageNumber },
    signal,
  });
}

/** GET /api/home/aviso/{id}: a published ad (404 with a Spanish message otherwise). */
export function fetchAviso(id: string, signal?: AbortSignal): Promise<AvisoDetailData> {
  return apiRequest<AvisoDetailData>(`/api/home/aviso/${encodeURIComponent(id)}`, { signal });
}
