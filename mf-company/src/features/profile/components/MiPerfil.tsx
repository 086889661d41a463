import { errorMessage, useSessionStore } from '@postulate/client';
import { COMPANY_MESSAGES, EMPTY_COMPANY_FIELDS, type CompanyProfileData } from '@postulate/contracts';
import { Alert, Loading } from '@postulate/ui';
import { CompanyProfileForm } from '@postulate/ui/company-records';
import { searchLocalities } from '../../common/api/reference-api';
import { useCompanyProfile, useSaveCompanyProfile } from '../api/company-profile-api';
import { ProfileTabs } from './ProfileTabs';

/** A user an administrator created without a company starts from an empty profile: saving creates it. */
const NO_COMPANY_YET: CompanyProfileData = {
  ...EMPTY_COMPANY_FIELDS,
  locationLabel: '',
  logoUrl: null,
};

/**
 * 'Mi Perfil' (/admin/perfilempre): the company's data and logo under the registration's rules; once
 * the user has a company, its documents ('Ver files') and invoices ('Ver Facturas') in tabs.
 */
export function MiPerfil() {
  const empresa = useSessionStore((state) => state.profile?.empresa);
  const profile = useCompanyProfile(Boolean(empresa));
  // Without a company nothing is read: the form starts empty, then shows what was saved.
  const data = empresa ? profile.data : (profile.data ?? NO_COMPANY_YET);
  const error = profile.error ? errorMessage(profile.error) : null;
  const save = useSaveCompanyProfile();

  if (error) return <Alert tone="error">{error}</Alert>;
  if (!data) return <Loading />;

  const form = <CompanyProfileForm initial={data} save={save} errorText={errorMessage} loadLocalities={searchLocalities} logo />;
  return (
    <section className="pl-stack" aria-labelledby="perfil-title">
      <h1 id="perfil-title" className="pl-page-title">
        Mi Perfil
      </h1>
      {!empresa && <Alert tone="info">{COMPANY_MESSAGES.createCompany}</Alert>}
      {empresa ? <ProfileTabs profileForm={form} /> : form}
    </section>
  );
}
