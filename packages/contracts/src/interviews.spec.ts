import { describe, expect, it } from '@jest/globals';
import { INTERVIEW_MESSAGES, interviewAnswerSchema, interviewFields, interviewInstant, interviewSaveSchema, interviewWhen, isHttpsLink } from './interviews.js';

const DAY = 86_400_000;
const ahead = (ms: number) => interviewFields(new Date(Date.now() + ms));
const valid = { ...ahead(3 * DAY), duracion: 60, modalidad: 'presencial', direccion: 'Av. Corrientes 1234' };

/** The Spanish messages of a refused value, by field. */
const refusals = (value: object) =>
  (interviewSaveSchema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message] as [string, string]);

describe('the interview rule (form and API)', () => {
  it('reads day and time in Argentina (UTC−3 all year) and gives them back the same', () => {
    expect(interviewInstant('15/12/2026', '10:00')?.toISOString()).toBe('2026-12-15T13:00:00.000Z');
    expect(interviewInstant('30/06/2026', '23:30')?.toISOString()).toBe('2026-07-01T02:30:00.000Z');
    expect(interviewFields('2026-07-01T02:30:00.000Z')).toEqual({ fecha: '30/06/2026', hora: '23:30' });
    expect(interviewInstant('31/02/2026', '10:00')).toBeNull();
    expect(interviewInstant('15/12/2026', '24:00')).toBeNull();
    expect(interviewWhen('2026-12-15T13:00:00.000Z', 90)).toBe('martes 15/12/2026, de 10:00 a 11:30 (hora de Argentina)');
  });

  it('accepts an interview in person, by video with an https link, or by phone; keeps only what the modality uses', () => {
    expect(interviewSaveSchema.parse({ ...valid, enlace: 'https://meet.example.com/x', mensaje: '  Traé tu DNI  ' })).toEqual({
      ...valid,
      enlace: undefined,
      mensaje: 'Traé tu DNI',
    });
    expect(interviewSaveSchema.parse({ ...valid, modalidad: 'video', direccion: 'x', enlace: 'https://meet.example.com/x' })).toMatchObject({
      modalidad: 'video',
      direccion: undefined,
      enlace: 'https://meet.example.com/x',
    });
    expect(interviewSaveSchema.parse({ ...ahead(DAY), duracion: '15', modalidad: 'telefono' })).toMatchObject({ duracion: 15, direccion: undefined });
  });

  it('refuses a past or far moment, a bad day or time, a duration outside 15–240, no address in person, a link that is not https', () => {
    expect(refusals({ ...valid, ...ahead(-60_000) })).toEqual([['fecha', INTERVIEW_MESSAGES.past]]);
    expect(refusals({ ...valid, ...ahead(400 * DAY) })).toEqual([['fecha', INTERVIEW_MESSAGES.tooFar]]);
    expect(refusals({ ...valid, fecha: '2026-12-15' })).toEqual([['fecha', INTERVIEW_MESSAGES.dateInvalid]]);
    expect(refusals({ ...valid, hora: '9:00' })).toEqual([['hora', INTERVIEW_MESSAGES.timeInvalid]]);
    expect(refusals({ ...valid, duracion: 14 })).toEqual([['duracion', INTERVIEW_MESSAGES.durationInvalid]]);
    expect(refusals({ ...valid, duracion: 241 })).toEqual([['duracion', INTERVIEW_MESSAGES.durationInvalid]]);
    expect(refusals({ ...valid, duracion: 30.5 })).toEqual([['duracion', INTERVIEW_MESSAGES.durationInvalid]]);
    expect(refusals({ ...valid, direccion: '   ' })).toEqual([['direccion', INTERVIEW_MESSAGES.addressRequired]]);
    expect(refusals({ ...valid, modalidad: 'video' })).toEqual([['enlace', INTERVIEW_MESSAGES.linkRequired]]);
    expect(refusals({ ...valid, modalidad: 'video', enlace: 'http://meet.example.com/x' })).toEqual([['enlace', INTERVIEW_MESSAGES.linkInvalid]]);
    expect(refusals({ ...valid, modalidad: 'zoom' })).toEqual([['modalidad', INTERVIEW_MESSAGES.modalityInvalid]]);
    expect(refusals({ ...valid, mensaje: 'a'.repeat(1001) })).toEqual([['mensaje', INTERVIEW_MESSAGES.messageTooLong]]);
  });

  it('takes only a plain https address as a video link', () => {
    expect(isHttpsLink('https://meet.example.com/abc-defg?pwd=1')).toBe(true);
    for (const link of [
      'http://meet.example.com',
      'javascript:alert(1)',
      'https://user:pass@meet.example.com',
      'https://meet.example.com/a b',
      'https://x\r\nATTENDEE:x',
    ])
      expect(isHttpsLink(link)).toBe(false);
  });

  it("the candidate's answer: confirm, or ask for another time with an optional message", () => {
    expect(interviewAnswerSchema.parse({ respuesta: 'confirmada', mensaje: '' })).toEqual({ respuesta: 'confirmada', mensaje: undefined });
    expect(interviewAnswerSchema.parse({ respuesta: 'otro_horario', mensaje: ' Mejor a la tarde ' })).toEqual({
      respuesta: 'otro_horario',
      mensaje: 'Mejor a la tarde',
    });
    expect(interviewAnswerSchema.safeParse({ respuesta: 'tal vez' }).error?.issues[0].message).toBe(INTERVIEW_MESSAGES.answerInvalid);
    expect(interviewAnswerSchema.safeParse({ respuesta: 'confirmada', mensaje: 'a'.repeat(501) }).error?.issues[0].message).toBe(
      INTERVIEW_MESSAGES.answerMessageTooLong,
    );
  });
});
