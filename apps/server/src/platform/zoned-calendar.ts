/**
 * "Today" and "this week" as a person in a time zone lives them (issue 15's dashboard): the
 * instants their day and their week (Monday to Sunday, ISO 8601) begin and end. Intl supplies
 * the zone's offsets, so daylight-saving days are 23 or 25 hours long, as they are.
 */

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the zone's clock reads midnight starting this date (month and day may overflow). */
function midnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month, day);
  const first = wall - offsetAt(new Date(wall), timeZone);
  return new Date(wall - offsetAt(new Date(first), timeZone));
}

export type CalendarBounds = { dayStart: Date; dayEnd: Date; weekStart: Date; weekEnd: Date };

export function calendarBounds(now: Date, timeZone = 'UTC'): CalendarBounds {
  const wall = new Date(now.getTime() + offsetAt(now, timeZone));
  const [year, month, day] = [wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()];
  const sinceMonday = (wall.getUTCDay() + 6) % 7;
  return {
    dayStart: midnight(year, month, day, timeZone),
    dayEnd: midnight(year, month, day + 1, timeZone),
    weekStart: midnight(year, month, day - sinceMonday, timeZone),
    weekEnd: midnight(year, month, day - sinceMonday + 7, timeZone),
  };
}
