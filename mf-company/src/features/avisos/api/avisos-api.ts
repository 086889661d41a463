import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { AvisoSaveInput } from '@postulate/contracts';
import { companyKeys, companyQueries } from '../../common/api/company-queries';

/** One of the company's ads: the wizard's values, the labels of its selects and the preview. */
export const useCompanyAviso = (id: number | null) =>
  useQuery(
    { queryKey: companyKeys.aviso(id ?? 0), queryFn: ({ signal }) => api.companyAvisos.get({ params: { id: id! } }, signal), enabled: id !== null },
    companyQueries,
  );

/** The ads changed: the dashboard and every cached ad are read again. */
const avisosChanged = () => companyQueries.invalidateQueries({ queryKey: companyKeys.avisos });

/** 'Finalizar' of the wizard: a new ad (a draft, `id` null) or the edited one saved whole. */
export const useSaveAviso = () =>
  useMutation(
    {
      mutationFn: ({ id, aviso }: { id: number | null; aviso: AvisoSaveInput }) =>
        id === null ? api.companyAvisos.add({ body: aviso }) : api.companyAvisos.update({ body: { id, aviso } }),
      onSuccess: avisosChanged,
    },
    companyQueries,
  );

/** 'Republicar' a finished or expired ad: the new draft (the same one again for a repeated click). */
export const useRepublishAviso = () =>
  useMutation(
    {
      mutationFn: (id: number) => api.companyAvisos.republish({ body: { id, actionType: 'update' } }),
      onSuccess: avisosChanged,
    },
    companyQueries,
  );

/** 'Duplicar' any of the company's ads: a new draft 'Copia de …' with the same content, answered with its id. */
export const useDuplicateAviso = () =>
  useMutation(
    {
      mutationFn: (id: number) => api.companyAvisos.duplicate({ params: { id } }),
      onSuccess: avisosChanged,
    },
    companyQueries,
  );

export type AvisoChange = 'publish' | 'finish' | 'delete';

/** Publishes, finishes or deletes an ad; the answer's message is what the dashboard shows. */
export const useChangeAviso = () =>
  useMutation(
    {
      mutationFn: ({ change, id }: { change: AvisoChange; id: number }) => {
        const body = { id, actionType: 'update' } as const;
        return change === 'publish'
          ? api.companyAvisos.publish({ body })
          : change === 'finish'
            ? api.companyAvisos.finish({ body })
            : api.companyAvisos.remove({ body });
      },
      onSuccess: avisosChanged,
    },
    companyQueries,
  );
