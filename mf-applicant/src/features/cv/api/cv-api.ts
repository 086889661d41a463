import { api, fileAsDataUrl, fileUrl as routeFileUrl } from '@postulate/client';
import { API_PLACES, type CvAttachment, type CvSaveInput } from '@postulate/contracts';

export const fetchCv = (id: number) => api.cv.get({ params: { id } });

/** The whole CV and the version it was edited from; with a file, the multipart save names its slot. */
export function saveCv(id: number, body: CvSaveInput, upload?: { adjunto: CvAttachment; file: File }) {
  if (!upload) return api.cv.save({ params: { id }, body });
  return api.cv.saveWithFile({ params: { id }, body: { ...body, adjunto: upload.adjunto }, file: upload.file });
}

/** GET /api/location/?province=..&fvalue=..&fname=name: the province's localities whose name contains the text. */
export const fetchLocalities = async (province: string, text: string, signal: AbortSignal) =>
  (await api.reference.localities({ query: { province, fvalue: text, fname: 'name' } }, signal)).response;

/** Where a CV file (photo, document) is served, to its owner only: the session cookie goes along. */
export const fileUrl = (fileId: string) => routeFileUrl(API_PLACES.cv.file, { fileId });

/** A stored image of the CV as a data URL, for the PDF. */
export const photoAsDataUrl = (fileId: string) => fileAsDataUrl(API_PLACES.cv.file, { fileId });
