// Without zod: the visitor's home reads the salary in its address with it (see home.ts).

/**
 * Amounts as Argentines write them: '.' between groups of three digits, ',' before the centavos.
 * '850.00' or '1,500' could mean two numbers a hundred or a thousand times apart, so they are
 * refused rather than guessed.
 */
export const AMOUNT_MESSAGES = {
  required: 'Debe completar el monto',
  format: 'Escribí el monto con números: 850.000 o 850000',
  thousands: 'El punto separa los miles, en grupos de tres cifras: 850.000',
  thousandsOrCents: 'El punto separa los miles, en grupos de tres cifras (850.000); los centavos van después de una coma: 850.000,50',
  noCents: 'Escribí el monto en pesos, sin centavos: 850.000',
  cents: 'Los centavos van después de la coma, con una o dos cifras: 850.000,50',
  negative: 'El monto no puede ser negativo',
  integerJson: 'El monto debe ser un número entero de pesos',
  centsJson: 'El monto admite hasta 2 decimales',
  tooLarge: 'El monto es demasiado grande',
} as const;

export type AmountReading = { value: number; message?: undefined } | { value?: undefined; message: string };

const PLAIN = /^\d+$/;
/** Thousands groups: the first of 1 to 3 digits not starting with 0, then groups of exactly 3. */
const GROUPED = /^[1-9]\d{0,2}(\.\d{3})+$/;

/**
 * Reads typed text as pesos ('$ 1.100.000', '850000', '850.000,50' when `cents`); null for an
 * empty box. The one reading of amounts, for the forms as the person types and for the API.
 */
export function readAmount(text: string, cents: boolean): AmountReading | null {
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (trimmed === '') return text.trim() === '' ? null : { message: AMOUNT_MESSAGES.format };
  if (/^-\s*\$?\s*[\d.,]/.test(trimmed)) return { message: AMOUNT_MESSAGES.negative };
  const [whole, fraction, ...rest] = trimmed.split(',');
  if (!/^[\d.,]+$/.test(trimmed) || rest.length > 0 || whole === '') return { message: AMOUNT_MESSAGES.format };
  if (fraction !== undefined) {
    // '1,500' reads as 1.5 here and 1500 in English: neither is safe to assume.
    if (!cents) return { message: AMOUNT_MESSAGES.noCents };
    if (!/^\d{1,2}$/.test(fraction)) return { message: AMOUNT_MESSAGES.cents };
  }
  if (!PLAIN.test(whole) && !GROUPED.test(whole)) {
    if (/\.\d{1,2}$/.test(whole) && fraction === undefined) {
      return { message: cents ? AMOUNT_MESSAGES.thousandsOrCents : AMOUNT_MESSAGES.thousands };
    }
    return { message: /^[\d.]+$/.test(whole) ? AMOUNT_MESSAGES.thousands : AMOUNT_MESSAGES.format };
  }
  return { value: Number(`${whole.replace(/\./g, '')}.${fraction ?? '0'}`) };
}

const PESOS = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });
const PESOS_WITH_CENTS = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '850.000', '850.000,50': an amount as a box shows it, centavos only when there are some. */
export function amountText(value: number): string {
  return (Number.isInteger(value) ? PESOS : PESOS_WITH_CENTS).format(value);
}

/** '$ 850.000', '$ 850.000,50'. */
export const formatAmount = (value: number): string => `$ ${amountText(value)}`;
