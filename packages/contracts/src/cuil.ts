import { z } from './zod.js';

export const CUIL_MESSAGES = {
  required: 'Debe ingresar el CUIL',
  digitsOnly: 'El CUIL debe tener solo números, sin guiones, barras ni espacios',
  length: 'El CUIL debe tener 11 dígitos',
  checkDigit: 'El CUIL no es válido: revise los números (el último dígito no coincide)',
} as const;

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
/** Person (20, 23, 24, 27) and company (30, 33, 34) prefixes AFIP assigns. */
const PREFIXES = new Set(['20', '23', '24', '27', '30', '33', '34']);

/**
 * AFIP's modulo-11 check of an 11-digit CUIL/CUIT: weights 5432765432 over the first ten digits;
 * 11 − (sum mod 11) is the last digit, 11 standing for 0 (a result of 10 never is valid).
 */
export function isValidCuil(value: string): boolean {
  if (!/^\d{11}$/.test(value) || !PREFIXES.has(value.slice(0, 2))) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  const check = 11 - (sum % 11);
  const expected = check === 11 ? 0 : check;
  return expected !== 10 && expected === Number(value[10]);
}

/** The spec's CUIL: required, digits only (no dashes, slashes or spaces), validated by the system. */
export const cuilSchema = z
  .string(CUIL_MESSAGES.required)
  .min(1, CUIL_MESSAGES.required)
  .regex(/^\d*$/, CUIL_MESSAGES.digitsOnly)
  .length(11, CUIL_MESSAGES.length)
  .refine(isValidCuil, CUIL_MESSAGES.checkDigit);

/** A DNI: 7 or 8 digits (decided in issue 14; 8-digit DNIs are the common case today). */
export const DNI_PATTERN = /^\d{7,8}$/;
export const DNI_LENGTH_MESSAGE = 'El DNI debe tener 7 u 8 dígitos';
/** The DNI box's length limit, so its longest valid value can be typed. */
export const DNI_MAX_DIGITS = 8;
