import { apiRequest } from '@postulate/client';
import { DEFAULT_PAGE_SIZE, type InterviewCandidate, type InterviewSave, type ListResponse, type TestReportData } from '@postulate/contracts';

export const interviewsApi = {
  list: (page: number, signal?: AbortSignal) =>
    apiRequest<ListResponse<InterviewCandidate>>('/api/interview', { query: { page, size: DEFAULT_PAGE_SIZE }, signal }),
  add: (body: InterviewSave) => apiRequest<InterviewCandidate>('/api/interview/add', { method: 'POST', body }),
  update: (id: number, body: InterviewSave) => apiRequest<InterviewCandidate>(`/api/interview/update/${id}`, { method: 'POST', body }),
  report: (id: number, signal?: AbortSignal) => apiRequest<TestReportData>(`/api/interview/report/${id}`, { signal }),
};
