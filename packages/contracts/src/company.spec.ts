import { describe, expect, it } from '@jest/globals';
import { AVISO_TITULO_MAX, avisoSaveSchema, COMPANY_MESSAGES, copyTitle, salaryRangeIssues } from './company.js';

describe('copyTitle', () => {
  it("prefixes 'Copia de ', cuts at the limit without splitting a character", () => {
    expect(copyTitle('Cadete')).toBe('Copia de Cadete');
    const cut = copyTitle(`${'a'.repeat(90)}😀😀`);
    expect(cut.length).toBeLessThanOrEqual(AVISO_TITULO_MAX);
    expect(cut).toBe(`Copia de ${'a'.repeat(90)}`);
    expect(copyTitle(`${'a'.repeat(89)}   b`)).toBe(`Copia de ${'a'.repeat(89)}`);
  });
});

describe('the salary of an ad (issue 39)', () => {
  /** A whole ad as the wizard sends it, with no salary chosen yet. */
  const ad = {
    titulo: 'Operario de depósito',
    descripcion: 'Preparación de pedidos',
    area: '1',
    subarea: '10',
    nivel: '3',
    provincia: '02',
    localidad: '0209801001',
    vacantes: '1',
    modalidad: 'Presencial',
    tipoEmpleo: 'Full-time',
    genero: 'Indistinto',
  };
  const salaryMessages = (input: Record<string, unknown>) => {
    const parsed = avisoSaveSchema.safeParse({ ...ad, ...input });
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
  };

  it("is asked for by default: neither a range nor 'A convenir' is refused with the way out", () => {
    expect(salaryMessages({})).toEqual([`salarioDesde: ${COMPANY_MESSAGES.salarioRequerido}`]);
    expect(salaryMessages({ showSalario: true, salarioDesde: '', salarioHasta: '' })).toEqual([`salarioDesde: ${COMPANY_MESSAGES.salarioRequerido}`]);
    // A bottom alone is not a range.
    expect(salaryMessages({ salarioDesde: '800.000' })).toEqual([`salarioHasta: ${COMPANY_MESSAGES.salarioRequerido}`]);
    expect(salaryMessages({ salarioDesde: '0', salarioHasta: '100' })).toEqual([`salarioDesde: ${COMPANY_MESSAGES.salarioPositivo}`]);
  });

  it('refuses a top more than twice the bottom, and one under it, and takes twice exactly', () => {
    expect(salaryMessages({ salarioDesde: '800.000', salarioHasta: '1.600.001' })).toEqual([`salarioHasta: ${COMPANY_MESSAGES.salarioDoble}`]);
    expect(COMPANY_MESSAGES.salarioDoble).toBe('El salario hasta no puede ser más del doble del salario desde: publicá un rango más preciso');
    expect(salaryMessages({ salarioDesde: '800.000', salarioHasta: '700.000' })).toEqual([`salarioHasta: ${COMPANY_MESSAGES.salarioRango}`]);
    const saved = avisoSaveSchema.parse({ ...ad, salarioDesde: '800.000', salarioHasta: '1.600.000' });
    expect(saved).toMatchObject({ showSalario: true, salarioDesde: 800_000, salarioHasta: 1_600_000 });
    expect(avisoSaveSchema.parse({ ...ad, salarioDesde: '900000', salarioHasta: '900000' })).toMatchObject({ salarioDesde: 900_000, salarioHasta: 900_000 });
  });

  it("takes 'A convenir' (showSalario false) without a range, and keeps no figure it would hide", () => {
    expect(avisoSaveSchema.parse({ ...ad, showSalario: false })).toMatchObject({ showSalario: false, salarioDesde: null, salarioHasta: null });
    // What the boxes still held is neither checked nor kept.
    expect(avisoSaveSchema.parse({ ...ad, showSalario: false, salarioDesde: '800.000', salarioHasta: '9.000.000' })).toMatchObject({
      salarioDesde: null,
      salarioHasta: null,
    });
  });

  it('tells the same rules as a list of issues (salaryRangeIssues)', () => {
    expect(salaryRangeIssues(500_000, 1_000_000)).toEqual([]);
    expect(salaryRangeIssues(500_000, 1_000_001).map((issue) => issue.message)).toEqual([COMPANY_MESSAGES.salarioDoble]);
    expect(salaryRangeIssues(null, 1_000_000).map((issue) => issue.path)).toEqual([['salarioDesde']]);
  });
});
