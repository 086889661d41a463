import { QueryClient, type MutationKey } from '@tanstack/react-query';
import { retryOnceUnlessRefused } from '@postulate/client';

/**
 * The applicant remote's one cache (TanStack Query), passed to each hook so screens need no
 * provider: Mis Postulaciones, the message centre and the PDF tab share the applications they read.
 */
export const applicantQueries = new QueryClient({
  defaultOptions: { queries: { retry: retryOnceUnlessRefused, refetchOnWindowFocus: false } },
});

/** Query keys: a feature's keys start with its name, so a write invalidates all of them at once. */
export const applicantKeys = {
  applications: ['applications'] as const,
  applicationPage: (page: number, size: number) => ['applications', 'list', { page, size }] as const,
  application: (id: number) => ['applications', 'item', id] as const,
  applicationState: (idAviso: number) => ['applications', 'aviso', idAviso] as const,
  aviso: (id: number) => ['aviso', id] as const,
  interviews: ['interviews'] as const,
  conversation: (idAviso: number) => ['messages', idAviso] as const,
  notifications: ['notifications'] as const,
  tests: ['tests', 'status'] as const,
  testReport: (applicantId: number) => ['tests', 'report', applicantId] as const,
  mbtiSharing: ['tests', 'mbti-sharing'] as const,
  cv: (applicantId: number) => ['cv', applicantId] as const,
};

/** Mutation keys, for the writes a form sends (see isWriting). */
export const applicantWrites = {
  apply: ['applications', 'apply'] as const,
  deleteAccount: ['privacy', 'delete'] as const,
  saveCv: ['cv', 'save'] as const,
};

/**
 * Whether a write is on its way, asked of the cache itself: a form validates before it submits, so
 * a double submit reaches the handler twice before the screen re-renders busy; the second applies nothing.
 */
export const isWriting = (mutationKey: MutationKey) => applicantQueries.isMutating({ mutationKey }) > 0;
