import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { InvitationFormInput, InvitationView } from '@postulate/contracts';
import { testsQueries } from '../../common/api/tests-queries';

const viewKey = (token: string) => ['invitation', token, 'view'] as const;

export const invitationApi = {
  /** The first save claims the link for this browser (an httpOnly cookie the API sets). */
  save: (token: string, form: InvitationFormInput) => api.invitation.save({ params: { token }, body: form }),
};

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

/** A saved form answers the new state: shown without reading it again. */
export const showInvitation = (token: string, view: InvitationView) => testsQueries.setQueryData(viewKey(token), view);

/** Shows the personality result to the tester, or stops; the view keeps the server's answer. */
export const useShareMbtiWithTester = (token: string) =>
  useMutation(
    {
      mutationFn: (share: boolean) => api.invitation.shareMbti({ params: { token }, body: { share } }),
      onSuccess: ({ share }) => testsQueries.setQueryData(viewKey(token), (view: InvitationView | undefined) => view && { ...view, shareMbti: share }),
    },
    testsQueries,
  );
