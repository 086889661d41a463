import { api } from '@postulate/client';
import type {
  ApplicantRegistration,
  CompanyRegistration,
  LocalityOption,
  MessageResponse,
  RecoverPasswordRequest,
  UpdatePasswordRequest,
} from '@postulate/contracts';

export const registerApplicant = (body: ApplicantRegistration): Promise<MessageResponse> => api.accounts.register({ body });

/** With the logo, when one was chosen, as the multipart registration's file. */
export const registerCompany = (body: CompanyRegistration, logo: File | null): Promise<MessageResponse> =>
  api.accounts.registerWithLogo({ body, file: logo ?? undefined });

export const recoverPassword = ({ name, email }: RecoverPasswordRequest): Promise<MessageResponse> =>
  api.accounts.recoverPassword({ params: { name }, body: { email } });

export const updatePassword = (token: string, body: UpdatePasswordRequest): Promise<MessageResponse> =>
  api.accounts.updatePassword({ params: { token }, body });

/** GET /api/location/?province=..&fvalue=..: the localities of a province whose name contains the text. */
export async function fetchLocalities(province: string, text: string, signal: AbortSignal): Promise<LocalityOption[]> {
  return (await api.reference.localities({ query: { province, fvalue: text, fname: 'name', limit: 50 } }, signal)).response;
}
