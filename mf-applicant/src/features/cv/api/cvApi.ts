import { api, apiRequest, getApiBaseUrl } from '@postulate/client';
import type { CvAttachment, CvResponse, CvSaveInput } from '@postulate/contracts';

export const fetchCv = (applicantId: number, signal?: AbortSignal) =>
  apiRequest<CvResponse>(`/api/cv/get/${applicantId}`, { signal });

/** The whole CV and the version it was edited from; a file goes as multipart to the same path + 'mp'. */
export function saveCv(applicantId: number, body: CvSaveInput, upload?: { adjunto: CvAttachment; file: File }) {
  if (!upload) return apiRequest<CvResponse>(`/api/cv/update/${applicantId}`, { method: 'POST', body });
  const form = new FormData();
  form.append('jsonbody', JSON.stringify({ ...body, adjunto: upload.adjunto }));
  form.append('file', upload.file);
  return apiRequest<CvResponse>(`/api/cv/updatemp/${applicantId}`, { method: 'POST', body: form });
}

/** GET /api/location/?province=..&fvalue=..&fname=name: the province's localities whose name contains the text. */
export const fetchLocalities = async (province: string, text: string, signal: AbortSignal) =>
  (await api.reference.localities({ query: { province, fvalue: text, fname: 'name' } }, signal)).response;

/** Where a CV file (photo, document) is served, to its owner only: the session cookie goes along. */
export const fileUrl = (id: string) => `${getApiBaseUrl()}/api/cv/archivo/${id}`;

/** A stored image as a data URL, for the PDF (which cannot send the session cookie itself). */
export async function fileAsDataUrl(id: string): Promise<string> {
  const response = await fetch(fileUrl(id), { credentials: 'include' });
  if (!response.ok) throw new Error(`foto ${response.status}`);
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
