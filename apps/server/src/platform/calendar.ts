/**
 * iCalendar invitations (RFC 5545, with the iTIP methods of RFC 5546): what Google Calendar,
 * Outlook and Apple Calendar read from an e-mail's text/calendar part or a downloaded .ics.
 * Times are written in UTC (`…Z`), which every client shows in its reader's own zone without a
 * VTIMEZONE block; the scheduler's zone goes into the description, where people read it.
 */
export type CalendarPerson = { name: string; email: string };

export type CalendarEvent = {
  /** REQUEST invites (and updates, with a higher sequence); CANCEL withdraws the event. */
  method: 'REQUEST' | 'CANCEL';
  /** The same for every version of the event, so an update replaces it (§3.8.4.7). */
  uid: string;
  /** Raised on every reschedule (§3.8.7.4). */
  sequence: number;
  start: Date;
  end: Date;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  url?: string | null;
  organizer: CalendarPerson;
  attendees: (CalendarPerson & { role?: 'REQ-PARTICIPANT' | 'OPT-PARTICIPANT' })[];
};

const PRODUCT_ID = '-//Shortlist//Interviews//EN';

/** 20261201T140000Z (§3.3.5, form 2: UTC). */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT values escape backslash, semicolon, comma and line breaks (§3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value is quoted, and may not hold a quote or a control character (§3.1). */
function paramValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '').trim()}"`;
}

/** An address may not carry what would end the property or the line. */
function mailto(email: string): string {
  return `mailto:${email.replace(/[\s"<>;,:]/g, '')}`;
}

/**
 * Lines longer than 75 octets are folded: CRLF and a space before the rest (§3.1), never inside
 * a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
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

/** The iCalendar object of one event, lines joined by CRLF as RFC 5545 requires. */
export function buildCalendar(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${PRODUCT_ID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url.replace(/[\s"<>]/g, '')}`] : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer.email)}`,
    ...event.attendees.map(
      (attendee) =>
        `ATTENDEE;CN=${paramValue(attendee.name)};CUTYPE=INDIVIDUAL;ROLE=${attendee.role ?? 'REQ-PARTICIPANT'};` +
        `PARTSTAT=NEEDS-ACTION;RSVP=${cancelled ? 'FALSE' : 'TRUE'}:${mailto(attendee.email)}`,
    ),
    ...(cancelled
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.summary)}`,
          'TRIGGER:-PT15M',
          'END:VALARM',
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
