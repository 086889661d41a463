import { useMutation } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { AccountDeletion } from '@postulate/contracts';
import { applicantQueries, applicantWrites } from '../../common/api/applicant-queries';

/** 'Descargar mis datos': everything the portal holds about the applicant, handed to `save` (the file the browser keeps). */
export const useMyDataDownload = (save: (data: unknown) => void) =>
  useMutation({ mutationFn: async () => save(await api.privacy.myData({})) }, applicantQueries);

/** Erases the account; `onDeleted` runs before the write counts as done, so the dialog stays busy until then. */
export const useDeleteAccount = (onDeleted: () => Promise<void>) =>
  useMutation(
    { mutationKey: applicantWrites.deleteAccount, mutationFn: (body: AccountDeletion) => api.privacy.deleteAccount({ body }), onSuccess: onDeleted },
    applicantQueries,
  );
