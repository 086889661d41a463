import { useMutation } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { AvisoReport } from '@postulate/contracts';
import { applicantQueries } from './applicant-queries';

/** POST /api/home/aviso/{id}/denuncia as a signed-in applicant: no captcha, the account is recorded. */
export const useReportAviso = (idAviso: number) =>
  useMutation({ mutationFn: (body: AvisoReport) => api.home.report({ params: { id: idAviso }, body }) }, applicantQueries);
