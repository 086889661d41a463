import { useEffect, useState } from 'react';
import { errorMessage } from '@postulate/client';
import type { CompanyAdminView, CompanyProfileData } from '@postulate/contracts';
import { Alert, Loading } from '@postulate/ui';
import { CompanyProfileForm, type CompanyProfileValues } from '@postulate/ui/company-records';
import { companiesApi } from '../api/companies-api';
import { CompanyUserLink } from './CompanyUserLink';

/** The company's data under Mi Perfil's rules (the logo stays the company's), and the user who manages it. */
export function CompanyProfileTab({ company, onChanged }: { company: CompanyAdminView; onChanged: () => void }) {
  const [profile, setProfile] = useState<CompanyProfileData | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    companiesApi.profile(company.id, controller.signal).then(setProfile, (failure: unknown) => !controller.signal.aborted && setError(errorMessage(failure)));
    return () => controller.abort();
  }, [company.id]);

  const save = async (values: CompanyProfileValues) => {
    setProfile(await companiesApi.saveProfile(company.id, values));
    onChanged();
  };

  if (error) return <Alert tone="error">{error}</Alert>;
  if (!profile) return <Loading />;
  return (
    <div className="pl-stack">
      <CompanyProfileForm initial={profile} onSubmit={save} errorText={errorMessage} loadLocalities={companiesApi.localities} idPrefix="empresa" />
      <CompanyUserLink company={company} onLinked={onChanged} />
    </div>
  );
}
