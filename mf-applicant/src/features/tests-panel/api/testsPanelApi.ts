import { apiRequest } from '@postulate/client';
import type { ListResponse, TestStatus } from '@postulate/contracts';

/** GET /api/test/: the three tests' states for the signed-in candidate. */
export async function fetchMyTests(signal?: AbortSignal): Promise<TestStatus[]> {
  return (await apiRequest<ListResponse<TestStatus>>('/api/test', { signal })).response;
}
