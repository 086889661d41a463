import { useMutation, useQuery } from '@tanstack/react-query';
import { api, useSessionStore } from '@postulate/client';
import type { CompanyProfileValues } from '@postulate/ui/company-records';
import { companyKeys, companyQueries } from '../../common/api/company-queries';

/** The company's data and logo; a user without a company has none to read. */
export const useCompanyProfile = (hasCompany: boolean) =>
  useQuery({ queryKey: companyKeys.profile, queryFn: ({ signal }) => api.companyProfile.get({}, signal), enabled: hasCompany }, companyQueries);

/** Saves the profile (with a new logo, multipart); the saved profile is the cached one. */
export const useSaveCompanyProfile = () =>
  useMutation(
    {
      mutationFn: ({ values, logo }: { values: CompanyProfileValues; logo: File | null }) =>
        logo ? api.companyProfile.saveWithLogo({ body: values, file: logo }) : api.companyProfile.save({ body: values }),
      onSuccess: (saved) => {
        companyQueries.setQueryData(companyKeys.profile, saved);
        // The top bar and the menus read the company's name from the session profile; the save is done once they have it.
        return useSessionStore.getState().load();
      },
    },
    companyQueries,
  );
