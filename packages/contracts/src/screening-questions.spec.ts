import { describe, expect, it } from '@jest/globals';
import { applyAnswersFormSchemaFor, readAnswer, APPLY_MESSAGES } from './applications.js';
import { avisoPreguntaSchema } from './company.js';
import { questionRefusal } from './fair-wording.js';
import { answerMeets, answerRequirementText, meetsRequirements, readWholeNumber, SCREENING_MESSAGES, type ScreeningQuestion } from './screening-questions.js';

const licencia: ScreeningQuestion & { id: number } = { id: 1, tipo: 'si_no', respuestaRequerida: 'Sí', minimoRequerido: null };
const anios: ScreeningQuestion & { id: number } = { id: 2, tipo: 'numero', respuestaRequerida: null, minimoRequerido: 2 };
const libre: ScreeningQuestion & { id: number } = { id: 3, tipo: 'texto', respuestaRequerida: null, minimoRequerido: null };

describe('answers read by their question', () => {
  it('reads Sí/No however it is typed, and whole numbers as Argentines write them', () => {
    expect(readAnswer('si_no', ' si ')).toEqual({ value: 'Sí' });
    expect(readAnswer('si_no', 'NO')).toEqual({ value: 'No' });
    expect(readAnswer('si_no', 'tal vez')).toEqual({ message: SCREENING_MESSAGES.siNo });
    expect(readAnswer('numero', '1000')).toEqual({ value: '1.000' });
    expect(readAnswer('numero', '1.000')).toEqual({ value: '1.000' });
    expect(readAnswer('numero', '2,5')).toEqual({ message: SCREENING_MESSAGES.numeroDecimales });
    expect(readAnswer('numero', '-1')).toEqual({ message: SCREENING_MESSAGES.numeroNegativo });
    expect(readAnswer('numero', 'dos')).toEqual({ message: SCREENING_MESSAGES.numero });
    expect(readAnswer('numero', '1,000')).toEqual({ message: SCREENING_MESSAGES.numero });
    expect(readWholeNumber('2000000')).toEqual({ message: SCREENING_MESSAGES.numeroGrande });
    expect(readAnswer('texto', ' Sur ')).toEqual({ message: APPLY_MESSAGES.answerMin });
    expect(readAnswer('texto', 'Zona sur')).toEqual({ value: 'Zona sur' });
  });

  it('the apply form refuses per question and sends what the API keeps', () => {
    const form = applyAnswersFormSchemaFor([licencia, anios, libre]);
    const refused = form.safeParse({
      respuestas: [
        { idPregunta: 1, respuesta: '' },
        { idPregunta: 2, respuesta: 'dos' },
        { idPregunta: 3, respuesta: 'Zona sur' },
      ],
    });
    expect(refused.success ? [] : refused.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['respuestas.0.respuesta', SCREENING_MESSAGES.siNo],
      ['respuestas.1.respuesta', SCREENING_MESSAGES.numero],
    ]);
    const sent = form.parse({
      respuestas: [
        { idPregunta: 1, respuesta: 'sí' },
        { idPregunta: 2, respuesta: '12' },
        { idPregunta: 3, respuesta: ' Zona sur ' },
      ],
    });
    expect(sent.respuestas.map((answer) => answer.respuesta)).toEqual(['Sí', '12', 'Zona sur']);
  });
});

describe('who meets the requirements', () => {
  it('judges each answer against its requirement, and none without one', () => {
    expect(answerMeets(licencia, 'Sí')).toBe(true);
    expect(answerMeets(licencia, 'No')).toBe(false);
    expect(answerMeets(anios, '2')).toBe(true);
    expect(answerMeets(anios, '1')).toBe(false);
    expect(answerMeets(libre, 'Zona sur')).toBeNull();
    // A question changed after the answer: an answer that cannot be read is not held against anyone.
    expect(answerMeets(anios, 'Tengo bastante')).toBeNull();
  });

  it('an application meets them all, fails one, or cannot be judged', () => {
    const answers = (licenciaAnswer: string, aniosAnswer: string) => [
      { idPregunta: 1, respuesta: licenciaAnswer },
      { idPregunta: 2, respuesta: aniosAnswer },
      { idPregunta: 3, respuesta: 'Zona sur' },
    ];
    expect(meetsRequirements([licencia, anios, libre], answers('Sí', '3'))).toBe(true);
    expect(meetsRequirements([licencia, anios, libre], answers('No', '3'))).toBe(false);
    expect(meetsRequirements([licencia, anios, libre], answers('Sí', 'mucha'))).toBeNull();
    expect(meetsRequirements([licencia, anios, libre], answers('No', 'mucha'))).toBe(false);
    expect(meetsRequirements([libre], answers('Sí', '3'))).toBeNull();
    // A requirement added after the applicant answered: not judged.
    expect(meetsRequirements([licencia, { ...anios, id: 9 }], answers('Sí', '3'))).toBeNull();
  });

  it('says the requirement as the applicant reads it', () => {
    expect(answerRequirementText(licencia)).toBe('Se requiere: Sí');
    expect(answerRequirementText({ ...anios, minimoRequerido: 1500 })).toBe('Se requiere: 1.500 o más');
    expect(answerRequirementText(libre)).toBeNull();
  });
});

describe('questions the law does not allow (Ley 23.592)', () => {
  it.each([
    ['¿Cuántos años tenés?', 'edad'],
    ['¿Qué edad tenés?', 'edad'],
    ['Indicá tu fecha de nacimiento', 'edad'],
    ['¿Estás casado/a o en pareja?', 'estadoCivil'],
    ['¿Tenés hijos menores a cargo?', 'hijos'],
    ['¿Estás embarazada o pensás estarlo?', 'hijos'],
    ['¿Qué religión practicás?', 'religion'],
    ['¿Tenés afiliación política?', 'politica'],
    ['¿A quién votaste en las últimas elecciones?', 'politica'],
    ['¿Estás afiliado a algún sindicato?', 'sindicato'],
    ['¿Tenés alguna enfermedad crónica?', 'salud'],
    ['¿Tomás alguna medicación?', 'salud'],
    ['¿Cuánto medís y cuánto pesás?', 'apariencia'],
    ['¿Tenés tatuajes visibles?', 'apariencia'],
  ])("refuses '%s' (%s), with the reason", (pregunta, tipo) => {
    expect(questionRefusal(pregunta)).toEqual({ tipo, motivo: expect.stringMatching(/^No se puede preguntar .*23\.592/) });
    const parsed = avisoPreguntaSchema.safeParse({ pregunta });
    expect(parsed.success ? null : parsed.error.issues[0]).toMatchObject({ path: ['pregunta'], message: questionRefusal(pregunta)!.motivo });
  });

  it.each([
    'Años de experiencia con autoelevadores',
    '¿Cuántos años de experiencia tenés en atención al público?',
    '¿Sos mayor de edad?',
    '¿Tenés licencia profesional E1?',
    '¿Tenés experiencia en trabajo en altura?',
    '¿Tenés experiencia en el área de salud?',
    '¿Conocés la política de calidad ISO 9001?',
    '¿Podés trabajar fines de semana y feriados?',
  ])("allows '%s'", (pregunta) => {
    expect(questionRefusal(pregunta)).toBeNull();
    expect(avisoPreguntaSchema.safeParse({ pregunta }).success).toBe(true);
  });

  it('keeps a requirement only on the type it belongs to', () => {
    expect(avisoPreguntaSchema.parse({ pregunta: '¿Tenés licencia profesional E1?', tipo: 'si_no', respuestaRequerida: 'Sí' })).toMatchObject({
      tipo: 'si_no',
      respuestaRequerida: 'Sí',
      minimoRequerido: null,
    });
    expect(
      avisoPreguntaSchema.parse({ pregunta: 'Años de experiencia con autoelevadores', tipo: 'numero', minimoRequerido: '2', respuestaRequerida: '' }),
    ).toMatchObject({
      minimoRequerido: 2,
      respuestaRequerida: null,
    });
    const wrong = avisoPreguntaSchema.safeParse({ pregunta: 'Años de experiencia con autoelevadores', tipo: 'texto', minimoRequerido: 2 });
    expect(wrong.success ? null : wrong.error.issues[0].message).toBe(SCREENING_MESSAGES.minimoSoloNumero);
  });
});
