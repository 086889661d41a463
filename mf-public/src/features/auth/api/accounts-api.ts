import { useMutation } from '@tanstack/react-query';
import { api, useSessionStore } from '@postulate/client';
import type {
  ApplicantRegistration,
  CompanyRegistration,
  LocalityOption,
  LoginRequest,
  MessageResponse,
  RecoverPasswordRequest,
  UpdatePasswordRequest,
} from '@postulate/contracts';
import { publicQueries } from '../../common/api/public-queries';

/** Mutation keys: one registration at a time, whichever form sends it. */
export const accountWrites = {
  login: ['accounts', 'login'] as const,
  register: ['accounts', 'register'] as const,
  recoverPassword: ['accounts', 'recover-password'] as const,
  updatePassword: ['accounts', 'update-password'] as const,
};

/** The session's profile, or the token of the screen that asks for a longer password. */
type LoginOutcome = Awaited<ReturnType<ReturnType<typeof useSessionStore.getState>['login']>>;

/**
 * 'Ingresar' through the session store's login; `onAnswer` runs whatever the screen does by then
 * (the store's new profile may already have swapped it).
 */
export const useLogin = (onAnswer: (outcome: LoginOutcome) => void) => {
  const login = useSessionStore((state) => state.login);
  return useMutation({ mutationKey: accountWrites.login, mutationFn: (credentials: LoginRequest) => login(credentials), onSuccess: onAnswer }, publicQueries);
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
