import { useQuery } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type { CompanyProfileData } from '@postulate/contracts';
import type { CompanyProfileValues } from '@postulate/ui/company-records';
import { companyKeys, companyQueries } from '../../common/api/company-queries';

/** The company's data and logo; a user without a company has none to read. */
export const useCompanyProfile = (hasCompany: boolean) =>
  useQuery({ queryKey: companyKeys.profile, queryFn: ({ signal }) => api.companyProfile.get({}, signal), enabled: hasCompany }, companyQueries);

/** Saves the profile (with a new logo, multipart); the saved profile is the cached one. */
export async function saveCompanyProfile(values: CompanyProfileValues, logo: File | null): Promise<CompanyProfileData> {
  const saved = logo ? await api.companyProfile.saveWithLogo({ body: values, file: logo }) : await api.companyProfile.save({ body: values });
  companyQueries.setQueryData(companyKeys.profile, saved);
  return saved;
}
