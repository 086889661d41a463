import { z } from './zod.js';

export const CUIL_MESSAGES = {
  required: 'Debe ingresar el CUIL',
  digitsOnly: 'El CUIL debe tener solo números (puede separarlos con guiones, puntos o espacios)',
  length: 'El CUIL debe tener 11 dígitos',
  checkDigit: 'El CUIL no es válido: revisá los números (el último dígito no coincide)',
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

/**
 * A CUIL, CUIT or DNI as people copy it ('20-12345678-6', '12.345.678', '20 12345678 6'): digits
 * once the dashes, dots and spaces are dropped. Text with anything else is left (trimmed) for the
 * schema to refuse.
 */
export function identityDigits(text: string): string {
  return /^[\d\s.-]*$/.test(text) ? text.replace(/[\s.-]/g, '') : text.trim();
}

/** The spec's CUIL: required and validated by the system, stored as its 11 digits whatever separators were typed. */
export const cuilSchema = z
  .string(CUIL_MESSAGES.required)
  .overwrite(identityDigits)
  .min(1, CUIL_MESSAGES.required)
  .regex(/^\d*$/, CUIL_MESSAGES.digitsOnly)
  .length(11, CUIL_MESSAGES.length)
  .refine(isValidCuil, CUIL_MESSAGES.checkDigit);

/** A DNI: 7 or 8 digits (decided in issue 14; 8-digit DNIs are the common case today). */
export const DNI_PATTERN = /^\d{7,8}$/;
export const DNI_LENGTH_MESSAGE = 'El DNI debe tener 7 u 8 dígitos';
/** The DNI box's length limit, so its longest valid value can be typed with its dots ('12.345.678'). */
export const DNI_MAX_LENGTH = 10;
