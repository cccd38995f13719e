/**
 * Wall-clock times in a named time zone (IANA) without a time-zone library: the browser's own
 * Intl knows every zone's offsets, daylight saving included. The API wants ISO 8601 with the
 * offset the zone has at that moment (contracts' `scheduled_at`), so "14:00 in New York on
 * 1 December" is sent as 2026-12-01T14:00:00-05:00.
 */

type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** What a clock on the wall in `timeZone` shows at `instant` (ms since the epoch). */
function wallTimeAt(instant: number, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const asUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** Minutes `timeZone` is ahead of UTC at `instant` (Berlin in winter: 60; New York: -300). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return Math.round((asUtc(wallTimeAt(whole, timeZone)) - whole) / 60_000);
}

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

function formatOffset(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * "2026-12-01" and "14:00" on a clock in `timeZone`, as ISO 8601 with that zone's offset; null
 * for a date or time that is not one. A time skipped by a change to summer time moves on by the
 * hour the clocks jump, as calendars do.
 */
export function zonedIso(date: string, time: string, timeZone: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const wanted = Date.UTC(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  if (Number.isNaN(wanted)) return null;
  // the offset at the guess, then at the instant that gives: twice settles it across a change
  let instant = wanted - zoneOffsetMinutes(wanted, timeZone) * 60_000;
  instant = wanted - zoneOffsetMinutes(instant, timeZone) * 60_000;
  const wall = wallTimeAt(instant, timeZone);
  const offset = zoneOffsetMinutes(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:00${formatOffset(offset)}`;
}

/** An instant as the date and time inputs show it on a clock in `timeZone`. */
export function zonedInputs(iso: string, timeZone: string): { date: string; time: string } {
  const wall = wallTimeAt(new Date(iso).getTime(), timeZone);
  return {
    date: `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`,
    time: `${pad(wall.hour)}:${pad(wall.minute)}`,
  };
}

export { browserTimeZone } from '../../../lib/format.ts';

let zoneList: string[] | undefined;

/** Every zone the browser knows, UTC first; older browsers without the list get a few common ones. */
export function knownTimeZones(): string[] {
  zoneList ??= [
    'UTC',
    ...(typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : ['Europe/London', 'Europe/Berlin', 'America/New_York', 'America/Los_Angeles', 'Asia/Kolkata']
    ).filter((zone) => zone !== 'UTC'),
  ];
  return zoneList;
}
