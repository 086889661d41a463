import { QueryClient } from '@tanstack/react-query';
import { retryOnceUnlessRefused } from '@postulate/client';
import type { ApplicationNeighboursQuery } from '@postulate/contracts';

/**
 * The company remote's one cache (TanStack Query), passed to each hook so screens need no
 * provider: the dashboard, an ad's applications and each applicant's profile share what they read.
 */
export const companyQueries = new QueryClient({
  defaultOptions: { queries: { retry: retryOnceUnlessRefused, refetchOnWindowFocus: false } },
});

/** Query keys: a feature's keys start with its name, so a write invalidates all of them at once. */
export const companyKeys = {
  avisos: ['avisos'] as const,
  dashboard: ['avisos', 'dashboard'] as const,
  aviso: (id: number) => ['avisos', 'item', id] as const,
  applications: ['applications'] as const,
  applicationPage: (avisoId: number, filter: ApplicationNeighboursQuery, page: number) => ['applications', 'list', avisoId, { ...filter, page }] as const,
  /** Under 'list': whatever reads the lists again reads the profile's previous/next too. */
  applicationNeighbours: (id: number, filter: ApplicationNeighboursQuery) => ['applications', 'list', 'neighbours', id, filter] as const,
  application: (id: number) => ['applications', 'item', id] as const,
  applicationReport: (id: number) => ['applications', 'report', id] as const,
  /** Under 'applications': a stage change or a new application reads the ad's statistics again. */
  avisoStats: (avisoId: number) => ['applications', 'stats', avisoId] as const,
  conversation: (applicationId: number) => ['applications', 'messages', applicationId] as const,
  cvPhoto: (fileId: string) => ['applications', 'photo', fileId] as const,
  interviews: ['interviews'] as const,
  interviewsOf: (applicationId: number) => ['interviews', 'application', applicationId] as const,
  upcomingInterviews: (avisoId?: number) => ['interviews', 'upcoming', avisoId ?? 'all'] as const,
  profile: ['profile'] as const,
  notifications: ['notifications'] as const,
  testInvitations: ['test-invitations'] as const,
  testInvitationPage: (page: number) => ['test-invitations', 'list', page] as const,
  testInvitationReport: (id: number) => ['test-invitations', 'report', id] as const,
  area: (id: number) => ['reference', 'area', id] as const,
};
