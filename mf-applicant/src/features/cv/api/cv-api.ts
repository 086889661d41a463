import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api, errorMessage, fileAsDataUrl, fileUrl as routeFileUrl, useSessionStore } from '@postulate/client';
import { API_PLACES, type Cv, type CvAttachment, type CvResponse, type FieldError } from '@postulate/contracts';
import type { SaveStatus } from '@postulate/ui';
import { applicantKeys, applicantQueries, applicantWrites } from '../../common/api/applicant-queries';

/** The signed-in applicant, whose CV Mi CV edits (null for anyone else). */
export const useApplicantId = () => useSessionStore((state) => state.profile?.postulante?.id ?? null);

/**
 * The applicant's CV and the version it was read at. Read once: a save sends that version so the
 * server can spot an edit from another tab, so it is never read again behind the forms' back.
 */
export const useCv = (applicantId: number | null) =>
  useQuery(
    {
      queryKey: applicantKeys.cv(applicantId ?? 0),
      queryFn: ({ signal }) => api.cv.get({ params: { id: applicantId! } }, signal),
      enabled: applicantId !== null,
      staleTime: Infinity,
    },
    applicantQueries,
  );

/** The CV Mi CV shows; its tabs are only shown once it is read. */
export function useLoadedCv(): Cv | null {
  const { data } = useCv(useApplicantId());
  return data?.cv ?? null;
}

/** 'Recargar mi CV': read again from scratch, so every form starts from what another tab saved. */
export const reloadCv = (applicantId: number) => applicantQueries.resetQueries({ queryKey: applicantKeys.cv(applicantId) });

/** A save of the whole CV: `change` makes it from the one read; a file travels with it in its slot. */
export interface CvChange {
  change: (cv: Cv | null) => Cv;
  upload?: { adjunto: CvAttachment; file: File };
}

/** The session profile shows the CV's name (it decides whether the applicant can apply). */
function shareName(name: string) {
  useSessionStore.setState((state) =>
    state.profile?.postulante ? { profile: { ...state.profile, postulante: { ...state.profile.postulante, cv: { name } } } } : state,
  );
}

/** Saves the whole CV with the version it was read at; the cache takes the saved CV and its new version. */
export function useSaveCv() {
  const applicantId = useApplicantId();
  return useMutation(
    {
      mutationKey: applicantWrites.saveCv,
      mutationFn: ({ change, upload }: CvChange) => {
        const read = applicantQueries.getQueryData<CvResponse>(applicantKeys.cv(applicantId!));
        const body = { version: read?.version ?? 0, cv: change(read?.cv ?? null) };
        if (!upload) return api.cv.save({ params: { id: applicantId! }, body });
        return api.cv.saveWithFile({ params: { id: applicantId! }, body: { ...body, adjunto: upload.adjunto }, file: upload.file });
      },
      onSuccess: (saved) => {
        applicantQueries.setQueryData(applicantKeys.cv(applicantId!), saved);
        if (saved.cv) shareName(saved.cv.name);
      },
    },
    applicantQueries,
  );
}

/** The fields a failed save had refused by the server ('cv.name', 'file' for the upload), for the form to mark. */
export const refusedFields = (error: Error | null): FieldError[] => (error instanceof ApiError ? error.errors : []);

/** What a save's outcome shows: its banner, and whether another tab saved first (the page then offers a reload). */
export function saveOutcome(save: { status: 'idle' | 'pending' | 'success' | 'error'; error: Error | null }) {
  const status: SaveStatus = save.status === 'pending' ? 'saving' : save.status === 'success' ? 'saved' : save.status;
  return { status, message: save.error ? errorMessage(save.error) : null, stale: save.error instanceof ApiError && save.error.status === 409 };
}

/** GET /api/location/?province=..&fvalue=..&fname=name: the province's localities whose name contains the text. */
export const fetchLocalities = async (province: string, text: string, signal: AbortSignal) =>
  (await api.reference.localities({ query: { province, fvalue: text, fname: 'name' } }, signal)).response;

/** Where a CV file (photo, document) is served, to its owner only: the session cookie goes along. */
export const fileUrl = (fileId: string) => routeFileUrl(API_PLACES.cv.file, { fileId });

/** A stored image of the CV as a data URL, for the PDF. */
export const photoAsDataUrl = (fileId: string) => fileAsDataUrl(API_PLACES.cv.file, { fileId });
