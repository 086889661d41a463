import { INTERVIEW_TIME_ZONE, type InterviewModality } from '@postulate/contracts';

/** What an invitation says: the event, who organises it and who is invited. */
export interface InterviewEvent {
  id: number;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  minutes: number;
  summary: string;
  description: string;
  modality: InterviewModality;
  address: string | null;
  link: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string | null; email: string };
  /** When the invitation is written (DTSTAMP). */
  stamp: Date;
}

/** The invitation's UID: the same for an interview's request, its updates and its cancellation. */
export const interviewUid = (id: number) => `entrevista-${id}@postulate`;

const pad = (value: number) => String(value).padStart(2, '0');

/** 20261215T130000Z */
const utcStamp = (date: Date) =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;

/** 20261215T100000, local to America/Argentina/Buenos_Aires (UTC−3 all year, no daylight saving). */
const argentineStamp = (date: Date) => utcStamp(new Date(date.getTime() - 3 * 3_600_000)).slice(0, -1);

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN) as a quoted string: it may hold neither a double quote nor a control character (§3.1). */
const quotedParam = (text: string) => `"${text.replace(/["\p{Cc}]/gu, '').trim()}"`;

/** An address as a mailto: URI; one that could break the line is refused rather than written. */
function mailto(address: string): string {
  if (!/^[^\s"<>\\,;:]+@[^\s"<>\\,;:]+$/.test(address)) throw new Error('An invitation address must be a plain e-mail address');
  return `mailto:${address}`;
}

/**
 * Folds a content line at 75 octets (§3.1): each continuation starts with one space, and a UTF-8
 * character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; a continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Argentina's zone, so the event shows 'hora de Argentina' wherever it is opened. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${INTERVIEW_TIME_ZONE}`,
  `X-LIC-LOCATION:${INTERVIEW_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const LOCATION_BY_PHONE = 'Llamada telefónica';

/**
 * The interview as an iCalendar object (RFC 5545, iTIP RFC 5546): METHOD:REQUEST for a new or
 * reprogrammed interview, METHOD:CANCEL with STATUS:CANCELLED for a cancelled one, always with the
 * same UID and the interview's SEQUENCE, so calendars update or remove the event they have. Lines
 * end in CRLF and are folded at 75 octets.
 */
export function interviewIcs(event: InterviewEvent): string {
  const end = new Date(event.start.getTime() + event.minutes * 60_000);
  const location = event.modality === 'presencial' ? event.address : event.modality === 'video' ? event.link : LOCATION_BY_PHONE;
  const attendeeName = event.attendee.name ? `;CN=${quotedParam(event.attendee.name)}` : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Postulate//Entrevistas//ES',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${interviewUid(event.id)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${INTERVIEW_TIME_ZONE}:${argentineStamp(event.start)}`,
    `DTEND;TZID=${INTERVIEW_TIME_ZONE}:${argentineStamp(end)}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...(event.modality === 'video' && event.link ? [`URL:${event.link}`] : []),
    `ORGANIZER;CN=${quotedParam(event.organizer.name)}:${mailto(event.organizer.email)}`,
    `ATTENDEE${attendeeName};CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(event.attendee.email)}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
