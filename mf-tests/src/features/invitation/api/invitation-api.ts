import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { InvitationFormInput, InvitationView } from '@postulate/contracts';
import { testsQueries } from '../../common/api/tests-queries';

const viewKey = (token: string) => ['invitation', token, 'view'] as const;
const saveKey = (token: string) => ['invitation', token, 'save'] as const;

/** The link's state, the welcome form and the tests; refetch() after a test shows fresh states. */
export const useInvitation = (token: string) =>
  useQuery({ queryKey: viewKey(token), queryFn: ({ signal }) => api.invitation.view({ params: { token } }, signal) }, testsQueries);

/**
 * The candidate's own report, the same the tester reads; read once some test is done. Nothing is
 * cached once the menu closes, so back from a test it is read again.
 */
export const useInvitationReport = (token: string, anyDone: boolean) =>
  useQuery(
    { queryKey: ['invitation', token, 'report'], queryFn: ({ signal }) => api.invitation.report({ params: { token } }, signal), enabled: anyDone },
    testsQueries,
  );

/**
 * Saves the welcome form; the first save claims the link for this browser (an httpOnly cookie the
 * API sets). The answer is the link's new state: shown without reading it again.
 */
export const useSaveInvitation = (token: string) =>
  useMutation(
    {
      mutationKey: saveKey(token),
      mutationFn: (form: InvitationFormInput) => api.invitation.save({ params: { token }, body: form }),
      onSuccess: (view) => testsQueries.setQueryData(viewKey(token), view),
    },
    testsQueries,
  );

/** Shows the personality result to the tester, or stops; the view keeps the server's answer. */
export const useShareMbtiWithTester = (token: string) =>
  useMutation(
    {
      mutationFn: (share: boolean) => api.invitation.shareMbti({ params: { token }, body: { share } }),
      onSuccess: ({ share }) => testsQueries.setQueryData(viewKey(token), (view: InvitationView | undefined) => view && { ...view, shareMbti: share }),
    },
    testsQueries,
  );

/** Whether the form's save is on its way, asked of the cache: a form validates first, so a double submit reaches it twice before it re-renders busy. */
export const isSavingInvitation = (token: string) => testsQueries.isMutating({ mutationKey: saveKey(token) }) > 0;
