import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, type CalendarEvent, foldLine } from './calendar.ts';

/** RFC 5545 text as a real parser (ical.js, Mozilla's) reads it back: what calendar clients see. */
const event: CalendarEvent = {
  method: 'REQUEST',
  uid: 'interview-42@shortlist',
  sequence: 3,
  start: new Date('2026-12-01T13:00:00Z'),
  end: new Date('2026-12-01T13:45:00Z'),
  stamp: new Date('2026-11-23T10:00:00Z'),
  summary: 'Prospector: Zoë Ångström-Łukasiewicz — Staff Engineer, Platform; Data',
  description: 'Line one, with a comma; and a semicolon\nLine two \\ with a backslash',
  location: 'Room 4.12; Berlin, Germany',
  url: 'https://meet.example.com/abc-defg',
  organizer: { name: 'Riley "RM" Morgan', email: 'riley@meridian.example' },
  attendees: [
    { name: 'Zoë Ångström', email: 'zoe@example.com' },
    { name: 'Noor Haddad', email: 'noor@meridian.example' },
  ],
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, event: calendar.getFirstSubcomponent('vevent')! };
}

describe('iCalendar invitations', () => {
  it('round-trips text with commas, semicolons, line breaks, backslashes and non-ASCII names', () => {
    const { calendar, event: parsed } = parse(buildCalendar(event));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(parsed.getFirstPropertyValue('uid')).toBe('interview-42@shortlist');
    expect(parsed.getFirstPropertyValue('sequence')).toBe(3);
    expect(parsed.getFirstPropertyValue('summary')).toBe(event.summary);
    expect(parsed.getFirstPropertyValue('description')).toBe(event.description);
    expect(parsed.getFirstPropertyValue('location')).toBe(event.location);
    expect((parsed.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2026-12-01T13:00:00.000Z',
    );
    const attendees = parsed.getAllProperties('attendee');
    expect(attendees.map((property) => property.getParameter('cn'))).toEqual(['Zoë Ångström', 'Noor Haddad']);
    expect(attendees.map((property) => property.getFirstValue())).toEqual([
      'mailto:zoe@example.com',
      'mailto:noor@meridian.example',
    ]);
    // a quote cannot be carried in a parameter value: it is dropped, the rest of the name kept
    expect(parsed.getFirstProperty('organizer')!.getParameter('cn')).toBe('Riley RM Morgan');
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED, and no alarm', () => {
    const { calendar, event: parsed } = parse(buildCalendar({ ...event, method: 'CANCEL', sequence: 4 }));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(parsed.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(parsed.getFirstPropertyValue('sequence')).toBe(4);
    expect(parsed.getAllSubcomponents('valarm')).toHaveLength(0);
  });

  it('ends every line with CRLF and keeps each within 75 octets, never splitting a character', () => {
    const text = buildCalendar({ ...event, description: 'Ünïcødé '.repeat(40) });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(foldLine('x'.repeat(200)).split('\r\n ').join('')).toBe('x'.repeat(200));
  });

  it('keeps an address from breaking out of its property', () => {
    const text = buildCalendar({
      ...event,
      attendees: [
        { name: 'Mallory\r\nX-INJECTED:1', email: 'mallory@example.com\r\nATTENDEE:mailto:evil@example.com' },
      ],
    });
    expect(text).not.toContain('X-INJECTED:1\r\n');
    const { event: parsed } = parse(text);
    expect(parsed.getAllProperties('attendee')).toHaveLength(1);
  });
});
