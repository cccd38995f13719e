/**
 * Interview times as people read them, on a chosen zone's clock (the spec's 'MMM d, yyyy' and
 * 'h:mm a' shapes, with the weekday a meeting wants): "Tue, Dec 1, 2026, 2:00 PM".
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string, withDate: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withDate}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      ...(withDate ? { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** "Tue, Dec 1, 2026, 2:00 PM" on a clock in `timeZone`. */
export function formatDateTimeIn(iso: string, timeZone: string): string {
  return formatFor(timeZone, true).format(new Date(iso));
}

/** "2:00 PM" on a clock in `timeZone`. */
export function formatTimeIn(iso: string, timeZone: string): string {
  return formatFor(timeZone, false).format(new Date(iso));
}

/** "Tue, Dec 1, 2026, 2:00 – 3:00 PM"-like: the start with its date, the end's time. */
export function formatSpanIn(start: string, end: string, timeZone: string): string {
  return `${formatDateTimeIn(start, timeZone)} – ${formatTimeIn(end, timeZone)}`;
}

/** "America/New_York" → "America/New York" */
export function zoneLabel(timeZone: string): string {
  return timeZone.replaceAll('_', ' ');
}

/** "45 min", "1 h 30 min", "2 h" */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
