/**
 * How every react-hook-form form validates: the whole form on submit, then each field as it is
 * corrected. Validating on blur put an error under the field being left, which pushed the submit
 * button from under the pointer between press and release: the first click showed one error and
 * submitted nothing.
 */
export const FORM_VALIDATION = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;
