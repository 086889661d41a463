import { api, apiRequest } from '@postulate/client';
import type {
  ApplicantRegistration,
  CompanyRegistration,
  LocalityOption,
  MessageResponse,
  RecoverPasswordRequest,
  UpdatePasswordRequest,
} from '@postulate/contracts';

/** POST /api/usuar/newprofile */
export function registerApplicant(body: ApplicantRegistration): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/usuar/newprofile', { method: 'POST', body });
}

/** POST /api/usuar/newprofilemp: parts `jsonbody` (the same JSON) and, when chosen, `file` (the logo). */
export function registerCompany(body: CompanyRegistration, logo: File | null): Promise<MessageResponse> {
  const form = new FormData();
  form.append('jsonbody', JSON.stringify(body));
  if (logo) form.append('file', logo);
  return apiRequest<MessageResponse>('/api/usuar/newprofilemp', { method: 'POST', body: form });
}

/** POST /api/usuar/login/recoverpass/{name} */
export function recoverPassword(body: RecoverPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/usuar/login/recoverpass/${encodeURIComponent(body.name)}`, { method: 'POST', body });
}

/** POST /api/usuar/updatepass/{token} */
export function updatePassword(token: string, body: UpdatePasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/usuar/updatepass/${encodeURIComponent(token)}`, { method: 'POST', body });
}

/** GET /api/location/?province=..&fvalue=..: the localities of a province whose name contains the text. */
export async function fetchLocalities(province: string, text: string, signal: AbortSignal): Promise<LocalityOption[]> {
  return (await api.reference.localities({ query: { province, fvalue: text, fname: 'name', limit: 50 } }, signal)).response;
}
