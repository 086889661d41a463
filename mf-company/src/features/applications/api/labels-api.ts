import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import { tagKey, type ApplicationLabels, type CompanyApplicationDetail } from '@postulate/contracts';
import { companyKeys, companyQueries } from '../../common/api/company-queries';

/** Under 'applications', so a tag added anywhere reads the suggestions again. */
const suggestionsKey = (text: string) => [...companyKeys.applications, 'tags', tagKey(text)] as const;

/** The company's tags in use that contain what is typed (case and accents ignored); the last answer stays while the next one loads. */
export const useTagSuggestions = (text: string, enabled = true) =>
  useQuery(
    {
      queryKey: suggestionsKey(text),
      queryFn: ({ signal }) => api.applicationLabels.suggestTags({ query: { q: tagKey(text) || undefined } }, signal),
      placeholderData: keepPreviousData,
      enabled,
    },
    companyQueries,
  );

/** The answer of a rating or tag change: the cached profile takes it, and the lists (filtered or sorted by them) and the suggestions are read again. */
async function labelsChanged({ id, calificacion, etiquetas }: ApplicationLabels) {
  companyQueries.setQueryData<CompanyApplicationDetail>(companyKeys.application(id), (detail) => detail && { ...detail, calificacion, etiquetas });
  await Promise.all([
    companyQueries.invalidateQueries({ queryKey: [...companyKeys.applications, 'list'] }),
    companyQueries.invalidateQueries({ queryKey: [...companyKeys.applications, 'tags'] }),
  ]);
}

/** Sets the stars (1 to 5) or clears them (null). */
export const useRateApplication = (id: number) =>
  useMutation(
    {
      mutationFn: (calificacion: number | null) => api.applicationLabels.rate({ params: { id }, body: { calificacion } }),
      onSuccess: labelsChanged,
      // One after the other: arrowing along the stars leaves the last one chosen.
      scope: { id: `rating-${id}` },
    },
    companyQueries,
  );

/** Adds a tag (the server keeps one per spelling without case nor accents). */
export const useAddTag = (id: number) =>
  useMutation(
    {
      mutationFn: (etiqueta: string) => api.applicationLabels.addTag({ params: { id }, body: { etiqueta } }),
      onSuccess: labelsChanged,
    },
    companyQueries,
  );

/** Takes a tag off. */
export const useRemoveTag = (id: number) =>
  useMutation(
    {
      mutationFn: (etiqueta: string) => api.applicationLabels.removeTag({ params: { id }, body: { etiqueta } }),
      onSuccess: labelsChanged,
    },
    companyQueries,
  );
