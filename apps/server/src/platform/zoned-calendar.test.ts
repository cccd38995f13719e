import { describe, expect, it } from 'vitest';
import { calendarBounds } from './zoned-calendar.ts';

const iso = (bounds: ReturnType<typeof calendarBounds>) => ({
  dayStart: bounds.dayStart.toISOString(),
  dayEnd: bounds.dayEnd.toISOString(),
  weekStart: bounds.weekStart.toISOString(),
  weekEnd: bounds.weekEnd.toISOString(),
});

describe('today and this week in a time zone', () => {
  it('in UTC, from midnight and from Monday', () => {
    // Wednesday 25 November 2026, 10:30 UTC
    expect(iso(calendarBounds(new Date('2026-11-25T10:30:00Z')))).toEqual({
      dayStart: '2026-11-25T00:00:00.000Z',
      dayEnd: '2026-11-26T00:00:00.000Z',
      weekStart: '2026-11-23T00:00:00.000Z',
      weekEnd: '2026-11-30T00:00:00.000Z',
    });
  });

  it('where it is already tomorrow, the day and week are that zone’s', () => {
    // 23:30 UTC on Sunday 29 November is 12:30 on Monday 30 November in Auckland (UTC+13)
    expect(iso(calendarBounds(new Date('2026-11-29T23:30:00Z'), 'Pacific/Auckland'))).toEqual({
      dayStart: '2026-11-29T11:00:00.000Z',
      dayEnd: '2026-11-30T11:00:00.000Z',
      weekStart: '2026-11-29T11:00:00.000Z',
      weekEnd: '2026-12-06T11:00:00.000Z',
    });
  });

  it('a Sunday belongs to the week that began the Monday before', () => {
    const bounds = calendarBounds(new Date('2026-11-29T20:00:00Z'), 'America/New_York');
    expect(bounds.weekStart.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(bounds.dayStart.toISOString()).toBe('2026-11-29T05:00:00.000Z');
  });

  it('a day that springs forward is 23 hours long, and the week keeps both offsets', () => {
    // Europe/Berlin goes from UTC+1 to UTC+2 on Sunday 29 March 2026
    const bounds = calendarBounds(new Date('2026-03-29T12:00:00Z'), 'Europe/Berlin');
    expect(bounds.dayStart.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(bounds.dayEnd.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(bounds.weekStart.toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(bounds.weekEnd.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});
