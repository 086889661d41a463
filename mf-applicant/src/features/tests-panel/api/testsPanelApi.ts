import { apiRequest } from '@postulate/client';
import type { ListResponse, TestReportData, TestStatus } from '@postulate/contracts';

/** GET /api/test/: the three tests' states for the signed-in candidate. */
export async function fetchMyTests(signal?: AbortSignal): Promise<TestStatus[]> {
  return (await apiRequest<ListResponse<TestStatus>>('/api/test', { signal })).response;
}

/** GET /api/test/report/{applicantId}: the candidate's own results, as the server computed them. */
export function fetchMyReport(applicantId: number, signal?: AbortSignal): Promise<TestReportData> {
  return apiRequest<TestReportData>(`/api/test/report/${applicantId}`, { signal });
}
