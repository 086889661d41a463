import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CV_MESSAGES, cvPersonalSchema, educationSchema, workExperienceSchema } from './cv.js';
import { TEST_INVITATION_MESSAGES, invitationFormSchema } from './test-invitations.js';

// 24/11/2026 at noon in Argentina.
beforeAll(() => {
  jest.useFakeTimers({ now: new Date('2026-11-24T15:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
});
afterAll(() => {
  jest.useRealTimers();
});

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const job = {
  id: 'j1',
  description: 'Atención al público en la sucursal centro',
  bussiness: 'Comercial Sur',
  position: 'Cajera',
  task: 'Cobros, arqueos y cierre de caja',
  desde: '01/03/2020',
  hasta: '30/06/2024',
  continua: false,
};
const study = {
  id: 's1',
  description: 'Tecnicatura en Logística',
  type: 'Terciario',
  country: 'Argentina',
  institution: 'UTN',
  fechai: '01/03/2024',
  fechaf: '20/12/2025',
  state: 'graduado',
};

describe('work and study dates (decided: from 01/01/1980 up to today)', () => {
  it('accepts this year, up to today, and says why tomorrow or a day before 1980 is refused', () => {
    expect(messages(workExperienceSchema.safeParse({ ...job, desde: '02/01/2026', hasta: '24/11/2026' }))).toEqual([]);
    expect(messages(workExperienceSchema.safeParse({ ...job, hasta: '25/11/2026' }))).toEqual(['hasta: La fecha no puede ser posterior a hoy']);
    expect(messages(educationSchema.safeParse({ ...study, fechaf: '25/11/2026' }))).toEqual(['fechaf: La fecha no puede ser posterior a hoy']);
    expect(messages(workExperienceSchema.safeParse({ ...job, desde: '25/11/2026', hasta: '', continua: true }))).toEqual([
      'desde: La fecha no puede ser posterior a hoy',
    ]);
    expect(messages(workExperienceSchema.safeParse({ ...job, desde: '31/12/1979' }))).toEqual(['desde: La fecha no puede ser anterior al 01/01/1980']);
    // A day that does not exist keeps the spec's message.
    expect(messages(workExperienceSchema.safeParse({ ...job, hasta: '31/02/2024' }))).toEqual([`hasta: ${CV_MESSAGES.dateRequired}`]);
  });

  it("needs no 'Hasta' for a job still held, and drops one typed anyway", () => {
    const held = workExperienceSchema.safeParse({ ...job, continua: true, hasta: '' });
    expect(messages(held)).toEqual([]);
    expect(workExperienceSchema.parse({ ...job, continua: true, hasta: '30/06/2024' }).hasta).toBe('');
    expect(messages(workExperienceSchema.safeParse({ ...job, hasta: '' }))).toEqual([`hasta: ${CV_MESSAGES.dateRequired}`]);
    expect(messages(workExperienceSchema.safeParse({ ...job, hasta: '01/01/2019' }))).toEqual([`hasta: ${CV_MESSAGES.dateOrder}`]);
  });

  it("needs no end date for a study 'En Curso', and one for any other state", () => {
    expect(messages(educationSchema.safeParse({ ...study, state: 'cursando', fechaf: '' }))).toEqual([]);
    expect(messages(educationSchema.safeParse({ ...study, state: 'graduado', fechaf: '' }))).toEqual([`fechaf: ${CV_MESSAGES.dateRequired}`]);
  });

  it('reports a missing end date together with the other errors of the form', () => {
    expect(messages(workExperienceSchema.safeParse({ ...job, position: 'ab', hasta: '' }))).toEqual([
      `position: ${CV_MESSAGES.positionMin}`,
      `hasta: ${CV_MESSAGES.dateRequired}`,
    ]);
  });
});

describe('DNI (decided: digits only, 7 or 8 of them)', () => {
  const personal = {
    name: 'Lucía Fernández',
    fecha: '15/03/1990',
    nationality: 'Argentina',
    cuit: '20123456786',
    maritalStatus: 'Solter@',
    tel: '1145678900',
    mail: 'lucia@correo.test',
    direction: 'Av. Santa Fe 3200',
    province: '02',
    location: { id: '0209801001', label: 'Palermo' },
  };
  const dniErrors = (dni: string) => messages(cvPersonalSchema.safeParse({ ...personal, dni }));

  it('accepts 7 and 8 digits, or none on the CV', () => {
    expect(dniErrors('1234567')).toEqual([]);
    expect(dniErrors('12345678')).toEqual([]);
    expect(dniErrors('')).toEqual([]);
  });

  it('refuses 6 or 9 digits, and letters with the spec message', () => {
    expect(dniErrors('123456')).toEqual([`dni: ${CV_MESSAGES.dniLength}`]);
    expect(dniErrors('123456789')).toEqual([`dni: ${CV_MESSAGES.dniLength}`]);
    expect(dniErrors('12a45678')[0]).toBe(`dni: ${CV_MESSAGES.dniDigits}`);
  });

  it("applies the same rule to a tester's invitation form", () => {
    const form = { name: 'Lucía Fernández', cuit: '20123456786', terms: true };
    expect(messages(invitationFormSchema.safeParse({ ...form, actionType: 'update', dni: '12345678' }))).toEqual([]);
    expect(messages(invitationFormSchema.safeParse({ ...form, actionType: 'update', dni: '123456789' }))).toEqual([
      `dni: ${TEST_INVITATION_MESSAGES.dniLength}`,
    ]);
  });
});

describe('birth date', () => {
  const birthErrors = (fecha: string) => messages(cvPersonalSchema.pick({ fecha: true }).safeParse({ fecha }));

  it('needs 18 years or more on the day of the check', () => {
    expect(birthErrors('24/11/2008')).toEqual([]);
    expect(birthErrors('25/11/2008')).toEqual([`fecha: ${CV_MESSAGES.underage}`]);
  });

  it("keeps the spec's range", () => {
    expect(birthErrors('31/12/1949')).toEqual([`fecha: ${CV_MESSAGES.dateRequired}`]);
  });
});
