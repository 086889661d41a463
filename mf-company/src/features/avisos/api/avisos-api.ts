import { useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { AvisoSaved, AvisoSaveInput } from '@postulate/contracts';
import { companyKeys, companyQueries } from '../../common/api/company-queries';

/** One of the company's ads: the wizard's values, the labels of its selects and the preview. */
export const useCompanyAviso = (id: number | null) =>
  useQuery(
    { queryKey: companyKeys.aviso(id ?? 0), queryFn: ({ signal }) => api.companyAvisos.get({ params: { id: id! } }, signal), enabled: id !== null },
    companyQueries,
  );

/** The ads changed: the dashboard and every cached ad are read again. */
const avisosChanged = () => companyQueries.invalidateQueries({ queryKey: companyKeys.avisos });

/** 'Finalizar' of the wizard: a new ad (a draft) or the edited one saved whole. */
export async function saveAviso(editingId: number | null, aviso: AvisoSaveInput): Promise<AvisoSaved> {
  const saved = editingId === null ? await api.companyAvisos.add({ body: aviso }) : await api.companyAvisos.update({ body: { id: editingId, aviso } });
  await avisosChanged();
  return saved;
}

/** 'Republicar' a finished or expired ad: the new draft (the same one again for a repeated click). */
export async function republishAviso(id: number): Promise<AvisoSaved> {
  const draft = await api.companyAvisos.republish({ body: { id, actionType: 'update' } });
  await avisosChanged();
  return draft;
}

export type AvisoChange = 'publish' | 'finish' | 'delete';

/** Publishes, finishes or deletes an ad; the answer's message is what the dashboard shows. */
export async function changeAviso(change: AvisoChange, id: number): Promise<{ message: string }> {
  const body = { id, actionType: 'update' } as const;
  const result =
    change === 'publish'
      ? await api.companyAvisos.publish({ body })
      : change === 'finish'
        ? await api.companyAvisos.finish({ body })
        : await api.companyAvisos.remove({ body });
  await avisosChanged();
  return result;
}
