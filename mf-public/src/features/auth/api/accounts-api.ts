import { useMutation } from '@tanstack/react-query';
import { api } from '@postulate/client';
import type {
  ApplicantRegistration,
  CompanyRegistration,
  LocalityOption,
  MessageResponse,
  RecoverPasswordRequest,
  UpdatePasswordRequest,
} from '@postulate/contracts';
import { publicQueries } from '../../common/api/public-queries';

/** Mutation keys: one registration at a time, whichever form sends it. */
export const accountWrites = {
  register: ['accounts', 'register'] as const,
  recoverPassword: ['accounts', 'recover-password'] as const,
  updatePassword: ['accounts', 'update-password'] as const,
};

export const useRegisterApplicant = () =>
  useMutation(
    { mutationKey: accountWrites.register, mutationFn: (body: ApplicantRegistration): Promise<MessageResponse> => api.accounts.register({ body }) },
    publicQueries,
  );

/** With the logo, when one was chosen, as the multipart registration's file. */
export const useRegisterCompany = () =>
  useMutation(
    {
      mutationKey: accountWrites.register,
      mutationFn: ({ body, logo }: { body: CompanyRegistration; logo: File | null }): Promise<MessageResponse> =>
        api.accounts.registerWithLogo({ body, file: logo ?? undefined }),
    },
    publicQueries,
  );

export const useRecoverPassword = () =>
  useMutation(
    {
      mutationKey: accountWrites.recoverPassword,
      mutationFn: ({ name, email }: RecoverPasswordRequest): Promise<MessageResponse> => api.accounts.recoverPassword({ params: { name }, body: { email } }),
    },
    publicQueries,
  );

export const useUpdatePassword = (token: string) =>
  useMutation(
    {
      mutationKey: accountWrites.updatePassword,
      mutationFn: (body: UpdatePasswordRequest): Promise<MessageResponse> => api.accounts.updatePassword({ params: { token }, body }),
    },
    publicQueries,
  );

/** GET /api/location/?province=..&fvalue=..: the localities of a province whose name contains the text. */
export async function fetchLocalities(province: string, text: string, signal: AbortSignal): Promise<LocalityOption[]> {
  return (await api.reference.localities({ query: { province, fvalue: text, fname: 'name', limit: 50 } }, signal)).response;
}
