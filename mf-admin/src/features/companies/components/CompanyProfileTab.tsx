import { errorMessage } from '@postulate/client';
import type { CompanyAdminView } from '@postulate/contracts';
import { Alert, Loading } from '@postulate/ui';
import { CompanyProfileForm } from '@postulate/ui/company-records';
import { companiesApi } from '../api/companies-api';
import { useCompanyProfile, useSaveCompanyProfile } from '../api/company-queries';
import { CompanyUserLink } from './CompanyUserLink';

/** The company's data under Mi Perfil's rules (the logo stays the company's), and the user who manages it. */
export function CompanyProfileTab({ company }: { company: CompanyAdminView }) {
  const { data: profile, error } = useCompanyProfile(company.id);
  const save = useSaveCompanyProfile(company.id);

  if (error) return <Alert tone="error">{errorMessage(error)}</Alert>;
  if (!profile) return <Loading />;
  return (
    <div className="pl-stack">
      <CompanyProfileForm initial={profile} save={save} errorText={errorMessage} loadLocalities={companiesApi.localities} idPrefix="empresa" />
      <CompanyUserLink company={company} />
    </div>
  );
}
