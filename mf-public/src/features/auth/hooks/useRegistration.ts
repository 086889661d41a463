import { useCallback, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldPath, FieldValues, PathValue, UseFormSetError, UseFormSetValue } from 'react-hook-form';
import { errorMessage } from '@postulate/client';
import type { MessageResponse } from '@postulate/contracts';
import { isWriting } from '../../common/api/public-queries';
import { accountWrites } from '../api/accounts-api';
import { showFieldErrors } from '../components/server-errors';

/** The spec: a new profile returns to the login 2 seconds after it is saved. */
export const BACK_TO_LOGIN_MS = 2000;

interface RegistrationOptions<Values extends FieldValues, Sent> {
  registration: UseMutationResult<MessageResponse, Error, Sent>;
  /** The form's fields the API may name in a refusal. */
  fields: readonly string[];
  setError: UseFormSetError<Values>;
  setValue: UseFormSetValue<Values>;
  /** The user name just registered, for the login it returns to. */
  userName: (sent: Sent) => string;
  onRegistered: (name: string) => void;
  /** A refusal the form shows next to a field of its own (the company's logo): true when it did. */
  showOwnRefusal?: (error: unknown) => boolean;
}

/**
 * 'Darme de alta', applicant or company: the captcha's token and a fresh captcha after each
 * refusal, the refusal next to its fields or above the form, the thanks, then back to the login.
 * A double submit registers once.
 */
/** What the registration forms' footer shows: the captcha, the outcome and the busy button. */
export type RegistrationFlow = Omit<ReturnType<typeof useRegistration>, 'submit'>;

export function useRegistration<Values extends FieldValues & { tokenCaptcha: string }, Sent>({
  registration,
  fields,
  setError,
  setValue,
  userName,
  onRegistered,
  showOwnRefusal,
}: RegistrationOptions<Values, Sent>) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const onToken = useCallback(
    (token: string) => setValue('tokenCaptcha' as FieldPath<Values>, token as PathValue<Values, FieldPath<Values>>, { shouldValidate: token !== '' }),
    [setValue],
  );

  /** Clears the last refusal; sends `sent` unless it is held back (undefined) or a registration is on its way. */
  const submit = (sent: Sent | undefined) => {
    setServerError(null);
    if (sent === undefined || isWriting(accountWrites.register)) return;
    registration.mutate(sent, {
      onSuccess: () => window.setTimeout(() => onRegistered(userName(sent)), BACK_TO_LOGIN_MS),
      onError: (error) => {
        if (!showOwnRefusal?.(error) && !showFieldErrors(error, fields, setError)) setServerError(errorMessage(error));
        setCaptchaGeneration((value) => value + 1);
      },
    });
  };

  return { onToken, submit, serverError, captchaGeneration, done: registration.isSuccess, busy: registration.isPending };
}
