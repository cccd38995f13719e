import { describe, expect, it } from 'vitest';
import { zonedInputs, zonedIso, zoneOffsetMinutes } from './zoned-time.ts';

describe('zoned time', () => {
  it('writes a wall-clock time with the offset its zone has on that day', () => {
    expect(zonedIso('2026-12-01', '14:00', 'America/New_York')).toBe('2026-12-01T14:00:00-05:00');
    expect(zonedIso('2026-07-01', '14:00', 'America/New_York')).toBe('2026-07-01T14:00:00-04:00');
    expect(zonedIso('2026-07-01', '09:30', 'Europe/Berlin')).toBe('2026-07-01T09:30:00+02:00');
    expect(zonedIso('2026-12-01', '09:30', 'Asia/Kolkata')).toBe('2026-12-01T09:30:00+05:30');
    expect(zonedIso('2026-12-01', '23:45', 'UTC')).toBe('2026-12-01T23:45:00+00:00');
  });

  it('moves a time the clocks skip on by the hour they jump, and refuses what is not a date or time', () => {
    // Berlin's clocks go from 02:00 to 03:00 on 29 March 2026
    expect(zonedIso('2026-03-29', '02:30', 'Europe/Berlin')).toBe('2026-03-29T03:30:00+02:00');
    expect(zonedIso('', '14:00', 'UTC')).toBeNull();
    expect(zonedIso('2026-12-01', '2pm', 'UTC')).toBeNull();
  });

  it('shows a stored instant on the clock of its zone', () => {
    expect(zonedInputs('2026-12-01T19:00:00Z', 'America/New_York')).toEqual({
      date: '2026-12-01',
      time: '14:00',
    });
    expect(zonedInputs('2026-12-01T23:30:00Z', 'Asia/Tokyo')).toEqual({ date: '2026-12-02', time: '08:30' });
    expect(zoneOffsetMinutes(Date.parse('2026-12-01T12:00:00Z'), 'Europe/London')).toBe(0);
  });
});
