import { describe, expect, it } from '@jest/globals';
import { avisoReportSchema, REPORT_MESSAGES, REPORT_REASON_LABELS, REPORT_REASONS, reportTicket } from './aviso-reports.js';
import { MESSAGES } from './messages.js';
import { AVISO_REVIEW_MESSAGES, avisoRejectSchema, inReviewMessage, reviewReasonsOf, reviewWhy, textsSignalMatches } from './aviso-review.js';
import { messageWarningSignals, scamSignalMatches, scamSignals, scamSignalsText } from './scam-signals.js';

describe('scam signals (issue 39: one list for messages and ads)', () => {
  it.each([
    ['Para empezar tenés que abonar un canon de inscripción de $15.000', ['dinero']],
    ['ABONAR EL CANON DE INSCRIPCION', ['dinero']],
    ['Estás inscripto en el monotributo? Igual hay que pagar la inscripción al curso', ['dinero']],
    ['Pasame el token del banco así te depositamos', ['datos']],
    ['Hay un curso obligatorio pago antes de ingresar', ['dinero']],
    ['Te pido que hagas una transferencia para reservar el puesto', ['dinero']],
    ['Tenés que realizar un depósito de garantía', ['dinero']],
    ['Pasame tu CBU y una foto del DNI', ['datos']],
    ['Mandame fotos de tu dni, frente y dorso', ['datos']],
    ['Te llegó un SMS: pasame el código que te llegó', ['datos']],
    ['Decime tu alias para cargar el adelanto', ['datos']],
    ['Seguimos por WhatsApp así es más rápido', ['canal']],
    ['Escribinos a wa.me/5491155550000', ['canal']],
    ['Unite al grupo: https://t.me/tareas_pagas', ['canal']],
    ['Hablemos por telegram', ['canal']],
    ['Llamanos al 11 5555-0000', ['telefono']],
    ['Tel: +54 9 351 555-1234', ['telefono']],
    ['Llamá al (0351) 15-555-1234', ['telefono']],
  ])('%s → %j', (text, kinds) => {
    expect(scamSignals(text)).toEqual(kinds);
  });

  it.each([
    'Sueldo a convenir',
    'Salario: $ 1.500.000 mensuales, se paga quincenalmente',
    'Salario bruto $1500000 más presentismo',
    'Trabajo en depósito de logística, turno mañana',
    'Operario de depósito con autoelevador',
    'Código postal 1414, código de vestimenta formal',
    'Te esperamos el 15/12/2026 a las 10:00 en Av. Corrientes 1234',
    'Requisito: libreta sanitaria vigente',
    'Empresa transparente y seria, con pagos al día',
    'CUIT 30-71234567-1',
    'Enfermero/a con matrícula nacional vigente',
    'Requisito: inscripción en el monotributo',
    'Sueldo por transferencia bancaria, a mes vencido',
    'Transferencia de conocimientos al equipo, autenticación con token JWT',
    '',
  ])('%j carries no signal', (text) => {
    expect(scamSignals(text)).toEqual([]);
  });

  it('warns a message about money, data and channels, not about a phone number alone', () => {
    expect(messageWarningSignals('Llamanos al 11 5555-0000')).toEqual([]);
    expect(messageWarningSignals('Escribinos por WhatsApp al 11 5555-0000 y abonar la inscripción')).toEqual(['dinero', 'canal']);
    expect(scamSignalsText(['dinero', 'canal'])).toBe('pide dinero o pagos y lleva la conversación a WhatsApp o Telegram');
    expect(scamSignalsText(['dinero', 'datos', 'canal'])).toBe(
      'pide dinero o pagos, pide datos bancarios, fotos del DNI o códigos y lleva la conversación a WhatsApp o Telegram',
    );
  });
});

describe('the words behind each signal (what the review of an ad shows)', () => {
  it('names the words and hosts of the list that matched, as the list writes them, and the phone numbers as written', () => {
    expect(scamSignalMatches('Para empezar tenés que ABONAR un canon de inscripcion')).toEqual([{ kind: 'dinero', words: ['canon', 'inscripción', 'abonar'] }]);
    expect(scamSignalMatches('Pasame tu CBU. Seguimos por WhatsApp: wa.me/5491155550000, o llamá al 11 5555-0000')).toEqual([
      { kind: 'datos', words: ['CBU'] },
      { kind: 'canal', words: ['WhatsApp', 'wa.me'] },
      { kind: 'telefono', words: ['11 5555-0000'] },
    ]);
    // A harmless phrase hides its word: 'inscripción en el monotributo' asks for nothing.
    expect(scamSignalMatches('Requisito: inscripción en el monotributo. Hay que pagar la inscripción al curso')).toEqual([
      { kind: 'dinero', words: ['inscripción', 'pagar'] },
    ]);
    expect(scamSignalMatches('Operario de depósito, sueldo por transferencia')).toEqual([]);
  });

  it.each([
    'Para empezar tenés que abonar un canon de inscripción de $15.000',
    'Escribinos a wa.me/5491155550000',
    'Tel: +54 9 351 555-1234',
    'Sueldo a convenir',
  ])('finds the same kinds as scamSignals in %j', (text) => {
    expect(scamSignalMatches(text).map((match) => match.kind)).toEqual(scamSignals(text));
  });

  it("reads an ad's texts one by one: digits ending one and starting the next make no phone number", () => {
    expect(textsSignalMatches(['Operario 2026', '1500 unidades por turno'])).toEqual([]);
    expect(textsSignalMatches(['Abonar la inscripción', 'Por Telegram', 'Antes hay que abonar'])).toEqual([
      { kind: 'dinero', words: ['inscripción', 'abonar'] },
      { kind: 'canal', words: ['Telegram'] },
    ]);
  });
});

describe('review before publishing (issue 39, point 3)', () => {
  it('holds an unverified company, or a signal; nothing for a verified company with a clean text', () => {
    expect(reviewReasonsOf(true, [])).toEqual([]);
    expect(reviewReasonsOf(false, [])).toEqual([{ kind: 'no_verificada', words: [] }]);
    expect(reviewReasonsOf(true, [{ kind: 'canal', words: ['wa.me'] }])).toEqual([{ kind: 'canal', words: ['wa.me'] }]);
  });

  it('tells the company why in one Spanish line, never the exact words', () => {
    expect(reviewWhy(['no_verificada'])).toBe('Lo revisamos antes de publicarlo: tu empresa todavía no está verificada');
    expect(reviewWhy(['dinero', 'canal'])).toBe('Lo revisamos antes de publicarlo: el aviso menciona pagos o dinero y un contacto por WhatsApp o Telegram');
    expect(reviewWhy(['no_verificada', 'datos', 'telefono'])).toBe(
      'Lo revisamos antes de publicarlo: tu empresa todavía no está verificada y el aviso menciona datos bancarios, del documento o códigos y un número de teléfono',
    );
    expect(inReviewMessage(['no_verificada'])).toBe(
      'El aviso quedó en revisión: lo publicamos cuando lo revisemos. Lo revisamos antes de publicarlo: tu empresa todavía no está verificada.',
    );
  });

  it('refuses a rejection without a reason, in Spanish; trims the reason', () => {
    const refusal = (value: object) => avisoRejectSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(refusal({})).toEqual([AVISO_REVIEW_MESSAGES.reasonRequired]);
    expect(refusal({ motivo: '   ' })).toEqual([AVISO_REVIEW_MESSAGES.reasonRequired]);
    expect(refusal({ motivo: 'x'.repeat(1001) })).toEqual([AVISO_REVIEW_MESSAGES.reasonTooLong]);
    expect(avisoRejectSchema.parse({ motivo: '  Pide un pago  ' })).toEqual({ motivo: 'Pide un pago' });
  });
});

describe('the report of an ad (form and API)', () => {
  const refusals = (value: object) => (avisoReportSchema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

  it('has a Spanish label for every reason', () => {
    expect(REPORT_REASONS).toHaveLength(9);
    for (const reason of REPORT_REASONS) expect(REPORT_REASON_LABELS[reason]).toMatch(/^[A-ZÁÉÍÓÚ]/);
  });

  it('takes a reason, trimmed optional details and e-mail; empty means none', () => {
    expect(avisoReportSchema.parse({ motivo: 'pide_dinero', detalles: '  Me pidieron $20.000  ', email: ' ana@correo.test ' })).toEqual({
      motivo: 'pide_dinero',
      detalles: 'Me pidieron $20.000',
      email: 'ana@correo.test',
    });
    expect(avisoReportSchema.parse({ motivo: 'discriminatorio', detalles: '   ', email: '' })).toEqual({ motivo: 'discriminatorio' });
  });

  it('refuses a missing or unknown reason, long details, a malformed e-mail and an empty captcha, in Spanish', () => {
    expect(refusals({})).toEqual([['motivo', REPORT_MESSAGES.reasonRequired]]);
    expect(refusals({ motivo: 'otro' })).toEqual([['motivo', REPORT_MESSAGES.reasonRequired]]);
    expect(refusals({ motivo: 'pide_dinero', detalles: 'a'.repeat(1001) })).toEqual([['detalles', REPORT_MESSAGES.detailsTooLong]]);
    expect(refusals({ motivo: 'pide_dinero', detalles: 'a'.repeat(1000) })).toEqual([]);
    expect(refusals({ motivo: 'pide_dinero', email: 'ana@' })).toEqual([['email', MESSAGES.emailFormat]]);
    expect(refusals({ motivo: 'pide_dinero', tokenCaptcha: '' })).toEqual([['tokenCaptcha', MESSAGES.captchaRequired]]);
  });

  it('numbers a report D-000123', () => {
    expect(reportTicket(123)).toBe('D-000123');
    expect(reportTicket(1234567)).toBe('D-1234567');
  });
});
