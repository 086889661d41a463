import { describe, expect, it } from '@jest/globals';
import { AMOUNT_MESSAGES, formatAmount, readAmount } from './amount-reading.js';
import { amountSchema, optionalAmountSchema } from './amounts.js';
import { avisoSaveSchema } from './company.js';
import { invoiceSaveSchema } from './company-records.js';
import { homeQuerySchema } from './home-query.js';
import { cuitSchema } from './accounts.js';
import { cuilSchema, identityDigits } from './cuil.js';
import { invitationFormSchema } from './test-invitations.js';

const INT_MAX = 2_147_483_647;
const salary = optionalAmountSchema({ cents: false, min: 0, max: INT_MAX });
const invoice = amountSchema({ cents: true, min: 0.01, max: 999_999_999_999.99 });
const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0].message;

describe('amounts as Argentines write them', () => {
  it.each([
    ['850.000', 850_000],
    ['850000', 850_000],
    ['1.100.000', 1_100_000],
    ['$ 850.000', 850_000],
    ['$850000', 850_000],
    ['  1.100.000 ', 1_100_000],
    ['0', 0],
    ['999', 999],
  ])('reads %j as %d pesos', (text, value) => {
    expect(readAmount(text, false)).toEqual({ value });
    expect(salary.parse(text)).toBe(value);
  });

  it('reads centavos after the comma only where they are allowed', () => {
    expect(readAmount('850.000,50', true)).toEqual({ value: 850_000.5 });
    expect(readAmount('850000,5', true)).toEqual({ value: 850_000.5 });
    expect(readAmount('1,05', true)).toEqual({ value: 1.05 });
    expect(invoice.parse('850.000,50')).toBe(850_000.5);
    expect(readAmount('850.000,50', false)).toEqual({ message: AMOUNT_MESSAGES.noCents });
    expect(messageOf(salary.safeParse('850.000,50'))).toBe(AMOUNT_MESSAGES.noCents);
    expect(messageOf(salary.safeParse('1,5'))).toBe(AMOUNT_MESSAGES.noCents);
  });

  it('refuses what could be read two ways, saying how to write it', () => {
    // A dot before two digits is a decimal point to some and a thousands mark to others.
    expect(readAmount('850.00', false)).toEqual({ message: AMOUNT_MESSAGES.thousands });
    expect(readAmount('850.00', true)).toEqual({ message: AMOUNT_MESSAGES.thousandsOrCents });
    expect(readAmount('1234.5', true)).toEqual({ message: AMOUNT_MESSAGES.thousandsOrCents });
    // '1,500' is 1.5 here and 1500 in English.
    expect(readAmount('1,500', true)).toEqual({ message: AMOUNT_MESSAGES.cents });
    expect(readAmount('1,500', false)).toEqual({ message: AMOUNT_MESSAGES.noCents });
  });

  it.each([
    ['8.50.000', AMOUNT_MESSAGES.thousands],
    ['85.0000', AMOUNT_MESSAGES.thousands],
    ['0.850', AMOUNT_MESSAGES.thousands],
    ['.850', AMOUNT_MESSAGES.thousands],
    ['850.000.', AMOUNT_MESSAGES.thousands],
    ['850k', AMOUNT_MESSAGES.format],
    ['ochocientos', AMOUNT_MESSAGES.format],
    ['1e6', AMOUNT_MESSAGES.format],
    ['850 000', AMOUNT_MESSAGES.format],
    ['$', AMOUNT_MESSAGES.format],
    ['1,0,0', AMOUNT_MESSAGES.format],
    ['-850.000', AMOUNT_MESSAGES.negative],
    ['$ -5', AMOUNT_MESSAGES.negative],
  ])('refuses %j', (text, message) => {
    expect(readAmount(text, false)).toEqual({ message });
    expect(messageOf(salary.safeParse(text))).toBe(message);
  });

  it('leaves an empty box empty', () => {
    expect(readAmount('   ', false)).toBeNull();
    expect(salary.parse('')).toBeNull();
    expect(salary.parse(undefined)).toBeNull();
    expect(salary.parse(null)).toBeNull();
    expect(messageOf(invoice.safeParse(''))).toBe(AMOUNT_MESSAGES.required);
  });

  it('refuses amounts beyond what the column holds, however they are written', () => {
    expect(salary.parse('2.147.483.647')).toBe(INT_MAX);
    expect(messageOf(salary.safeParse('2.147.483.648'))).toBe(AMOUNT_MESSAGES.tooLarge);
    expect(messageOf(salary.safeParse('99999999999999999999999'))).toBe(AMOUNT_MESSAGES.tooLarge);
    expect(messageOf(salary.safeParse(INT_MAX + 1))).toBe(AMOUNT_MESSAGES.tooLarge);
    expect(messageOf(invoice.safeParse('1.000.000.000.000'))).toBe(AMOUNT_MESSAGES.tooLarge);
  });

  it('holds a JSON number to the same rule', () => {
    expect(salary.parse(850_000)).toBe(850_000);
    expect(messageOf(salary.safeParse(850.5))).toBe(AMOUNT_MESSAGES.integerJson);
    expect(messageOf(salary.safeParse(-1))).toBe(AMOUNT_MESSAGES.negative);
    expect(invoice.parse(1234.56)).toBe(1234.56);
    expect(messageOf(invoice.safeParse(1234.567))).toBe(AMOUNT_MESSAGES.centsJson);
    expect(messageOf(salary.safeParse(true))).toBe(AMOUNT_MESSAGES.required);
  });

  it('shows the understood amount the Argentine way', () => {
    expect(formatAmount(850_000)).toBe('$ 850.000');
    expect(formatAmount(1_100_000)).toBe('$ 1.100.000');
    expect(formatAmount(850_000.5)).toBe('$ 850.000,50');
    expect(formatAmount(0)).toBe('$ 0');
  });
});

describe('the forms and the API read amounts with that rule', () => {
  it("reads the ad wizard's salaries as pesos, not as decimals", () => {
    const base = { titulo: 'x', descripcion: 'x' };
    const parsed = avisoSaveSchema.safeParse({ ...base, salarioDesde: '850.000', salarioHasta: '1.100.000' });
    const salaries = parsed.success ? null : parsed.error.issues.filter((issue) => String(issue.path[0]).startsWith('salario'));
    expect(salaries).toEqual([]);
    const refused = avisoSaveSchema.safeParse({ ...base, salarioDesde: '850.00' });
    expect(refused.error?.issues.find((issue) => issue.path[0] === 'salarioDesde')?.message).toBe(AMOUNT_MESSAGES.thousands);
  });

  it("reads the home's 'Salario desde' filter and an invoice's importe", () => {
    expect(homeQuerySchema.parse({ salarioDesde: '800.000' }).salarioDesde).toBe(800_000);
    expect(homeQuerySchema.parse({ salarioDesde: '800000' }).salarioDesde).toBe(800_000);
    expect(homeQuerySchema.parse({ salarioDesde: '' }).salarioDesde).toBeNull();
    expect(homeQuerySchema.safeParse({ salarioDesde: '800.00' }).success).toBe(false);
    const base = { empresa: 1, punto: '0003', codigo: '00001187', fecha: '01/10/2026', apellido: 'Ferreyra', status: 'Pendiente' };
    expect(invoiceSaveSchema.parse({ ...base, importe: '1.234,56' }).importe).toBe(1234.56);
    expect(invoiceSaveSchema.safeParse({ ...base, importe: '1234.56' }).success).toBe(false);
  });
});

describe('CUIT, CUIL and DNI as people copy them', () => {
  it('keeps only the digits of dashes, dots and spaces', () => {
    expect(identityDigits('20-12345678-6')).toBe('20123456786');
    expect(identityDigits(' 20 12345678 6 ')).toBe('20123456786');
    expect(identityDigits('12.345.678')).toBe('12345678');
    expect(identityDigits('20/12345678/6')).toBe('20/12345678/6');
  });

  it('stores the 11 digits whatever separators were typed', () => {
    expect(cuitSchema.parse('30-71234567-1')).toBe(cuitSchema.parse('30712345671'));
    expect(cuitSchema.parse('30-71234567-1')).toMatch(/^\d{11}$/);
    expect(cuilSchema.parse('20.12345678.6')).toBe('20123456786');
    expect(cuilSchema.safeParse('20-1234567A-6').success).toBe(false);
  });

  it("stores a test invitation's DNI as 7 or 8 digits", () => {
    const form = { actionType: 'update', name: 'Ana Pérez', cuit: '20-12345678-6', terms: true };
    const parsed = invitationFormSchema.safeParse({ ...form, dni: '12.345.678' });
    expect(parsed.data?.dni).toBe('12345678');
    expect(parsed.data?.cuit).toBe('20123456786');
    expect(invitationFormSchema.safeParse({ ...form, dni: '123.456.789' }).success).toBe(false);
  });
});
