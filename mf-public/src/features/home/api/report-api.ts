import { useMutation } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { AvisoReport } from '@postulate/contracts';
import { publicQueries } from '../../common/api/public-queries';

/** POST /api/home/aviso/{id}/denuncia: 'Denunciar aviso'; answers the report's number. */
export const useReportAviso = (idAviso: number) =>
  useMutation({ mutationFn: (body: AvisoReport) => api.home.report({ params: { id: idAviso }, body }) }, publicQueries);
