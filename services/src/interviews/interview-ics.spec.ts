import { describe, expect, it } from '@jest/globals';
import { icsLinesProblems, parseIcs } from '../../test/ical-parse.js';
import { escapeText, foldLine, interviewIcs, type InterviewEvent } from './interview-ics.js';

const event = (overrides: Partial<InterviewEvent> = {}): InterviewEvent => ({
  id: 42,
  sequence: 0,
  method: 'REQUEST',
  // 10:00 in Buenos Aires.
  start: new Date('2026-12-15T13:00:00Z'),
  minutes: 45,
  summary: 'Entrevista: Analista contable, semi senior (Logística del Plata S.A.)',
  description: 'Entrevista por tu postulación; traé el DNI.\nSegunda línea con una barra \\ y una coma, nada más.',
  modality: 'presencial',
  address: 'Av. Corrientes 1234, piso 3; oficina "B"',
  link: null,
  organizer: { name: 'Logística del Plata S.A.', email: 'rrhh@logistica.test' },
  attendee: { name: 'Ana "Anita" Pérez', email: 'ana@correo.test' },
  stamp: new Date('2026-11-28T16:00:00Z'),
  ...overrides,
});

describe('the interview invitation (.ics)', () => {
  it('is read by a real parser as the event: Argentina time, UID, SEQUENCE, organiser and attendee', () => {
    const ics = interviewIcs(event());
    expect(icsLinesProblems(ics)).toEqual([]);
    const calendar = parseIcs(ics);
    expect(calendar).toMatchObject({ method: 'REQUEST', version: '2.0' });
    expect(calendar.timezones).toEqual([{ tzid: 'America/Argentina/Buenos_Aires', offsets: ['-0300'] }]);
    expect(calendar.events).toHaveLength(1);
    const [parsed] = calendar.events;
    expect(parsed).toMatchObject({
      uid: 'entrevista-42@postulate',
      sequence: 0,
      status: 'CONFIRMED',
      tzid: 'America/Argentina/Buenos_Aires',
      startUtc: '2026-12-15T13:00:00Z',
      summary: 'Entrevista: Analista contable, semi senior (Logística del Plata S.A.)',
      description: 'Entrevista por tu postulación; traé el DNI.\nSegunda línea con una barra \\ y una coma, nada más.',
      location: 'Av. Corrientes 1234, piso 3; oficina "B"',
      url: null,
      organizer: { address: 'mailto:rrhh@logistica.test', cn: 'Logística del Plata S.A.' },
    });
    expect(parsed.start).toMatch(/^2026-12-15T10:00:00-03:00$/);
    expect(parsed.end).toMatch(/^2026-12-15T10:45:00-03:00$/);
    // A double quote cannot live in a parameter: it is dropped from the name, nothing breaks.
    expect(parsed.attendees).toEqual([
      { address: 'mailto:ana@correo.test', cn: 'Ana Anita Pérez', rsvp: 'TRUE', partstat: 'NEEDS-ACTION', role: 'REQ-PARTICIPANT' },
    ]);
    expect(ics).toContain('DTSTAMP:20261128T160000Z\r\n');
  });

  it('a video interview carries its link as LOCATION and URL; a phone one says so', () => {
    const video = parseIcs(interviewIcs(event({ modality: 'video', address: null, link: 'https://meet.example.com/abc-defg-hij?pwd=1,2;3' }))).events[0];
    expect(video).toMatchObject({ location: 'https://meet.example.com/abc-defg-hij?pwd=1,2;3', url: 'https://meet.example.com/abc-defg-hij?pwd=1,2;3' });
    const phone = parseIcs(interviewIcs(event({ modality: 'telefono', address: null }))).events[0];
    expect(phone).toMatchObject({ location: 'Llamada telefónica', url: null });
  });

  it('an update keeps the UID with a higher SEQUENCE; a cancellation is METHOD:CANCEL and STATUS:CANCELLED', () => {
    const update = parseIcs(interviewIcs(event({ sequence: 1, start: new Date('2026-12-16T18:30:00Z') })));
    expect(update.method).toBe('REQUEST');
    expect(update.events[0]).toMatchObject({ uid: 'entrevista-42@postulate', sequence: 1, startUtc: '2026-12-16T18:30:00Z' });
    const cancel = parseIcs(interviewIcs(event({ sequence: 2, method: 'CANCEL' })));
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.events[0]).toMatchObject({ uid: 'entrevista-42@postulate', sequence: 2, status: 'CANCELLED' });
    expect(cancel.events[0].attendees[0].address).toBe('mailto:ana@correo.test');
  });

  it('folds long lines at 75 octets without splitting a character, and a parser joins them back', () => {
    const long = `Entrevista: ${'Ñandú coordinación técnica '.repeat(12)}`.trim();
    const ics = interviewIcs(event({ summary: long, description: 'ü'.repeat(200) }));
    expect(icsLinesProblems(ics)).toEqual([]);
    const parsed = parseIcs(ics).events[0];
    expect(parsed.summary).toBe(long);
    expect(parsed.description).toBe('ü'.repeat(200));
    for (const line of foldLine('é'.repeat(100)).split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('refuses an address that could break the line instead of writing it', () => {
    expect(() => interviewIcs(event({ attendee: { name: null, email: 'ana@correo.test\r\nATTENDEE:mailto:x@y.z' } }))).toThrow();
  });
});
