import { execFileSync } from 'node:child_process';

/** An event as Debian's python3-icalendar reads it. */
export interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  /** DTSTART and DTEND as ISO 8601 with their offset, and the zone they were written in. */
  start: string;
  end: string;
  tzid: string | null;
  startUtc: string;
  organizer: { address: string; cn: string | null };
  attendees: { address: string; cn: string | null; rsvp: string | null; partstat: string | null; role: string | null }[];
}

export interface ParsedCalendar {
  method: string;
  version: string;
  timezones: { tzid: string; offsets: string[] }[];
  events: ParsedEvent[];
}

/** Reads the calendar from stdin and prints what a calendar client would take from it, as JSON. */
const SCRIPT = String.raw`
import sys, json
from datetime import timezone
from icalendar import Calendar
cal = Calendar.from_ical(sys.stdin.buffer.read())
def ical_text(value):
    return value.decode() if isinstance(value, bytes) else str(value)
def text(value):
    return None if value is None else str(value)
def address(value):
    return {'address': str(value), 'cn': text(value.params.get('CN'))}
events = []
for ev in cal.walk('VEVENT'):
    start = ev.get('DTSTART')
    attendees = ev.get('ATTENDEE')
    attendees = [] if attendees is None else (attendees if isinstance(attendees, list) else [attendees])
    events.append({
        'uid': str(ev.get('UID')),
        'sequence': int(ev.get('SEQUENCE')),
        'status': str(ev.get('STATUS')),
        'summary': str(ev.get('SUMMARY')),
        'description': str(ev.get('DESCRIPTION')),
        'location': text(ev.get('LOCATION')),
        'url': text(ev.get('URL')),
        'start': start.dt.isoformat(),
        'end': ev.get('DTEND').dt.isoformat(),
        'tzid': text(start.params.get('TZID')),
        'startUtc': start.dt.astimezone(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ'),
        'organizer': address(ev.get('ORGANIZER')),
        'attendees': [dict(address(a), rsvp=text(a.params.get('RSVP')), partstat=text(a.params.get('PARTSTAT')), role=text(a.params.get('ROLE'))) for a in attendees],
    })
timezones = [{'tzid': str(tz.get('TZID')), 'offsets': [ical_text(sub.get('TZOFFSETTO').to_ical()) for sub in tz.subcomponents]} for tz in cal.walk('VTIMEZONE')]
print(json.dumps({'method': str(cal.get('METHOD')), 'version': str(cal.get('VERSION')), 'timezones': timezones, 'events': events}))
`;

/**
 * Parses an iCalendar text with a real parser (Debian's python3-icalendar, which .ci/run installs),
 * not with our own code, so a test sees what a calendar client sees.
 */
export function parseIcs(ics: string): ParsedCalendar {
  // The system interpreter: the Debian package is installed for it, not for a pyenv one.
  const output = execFileSync('/usr/bin/python3', ['-c', SCRIPT], { input: ics, encoding: 'utf8' });
  return JSON.parse(output) as ParsedCalendar;
}

/** RFC 5545's shape: CRLF after every line, none longer than 75 octets, continuations starting with a space. */
export function icsLinesProblems(ics: string): string[] {
  const problems: string[] = [];
  if (!ics.endsWith('\r\n')) problems.push('does not end in CRLF');
  if (/[^\r]\n/.test(ics)) problems.push('a bare LF');
  for (const line of ics.split('\r\n').slice(0, -1)) {
    if (Buffer.byteLength(line, 'utf8') > 75) problems.push(`longer than 75 octets: ${line}`);
  }
  return problems;
}
