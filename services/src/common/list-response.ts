import type { ListResponse } from '@postulate/contracts';

export function toListResponse<T>(response: T[], total: number): ListResponse<T> {
  return { response, size: response.length, total };
}
