import { describe, expect, it } from 'vitest';
import {
  formatAgoShort,
  formatAppointment,
  formatCount,
  formatDate,
  formatDateTime,
  formatList,
  formatUpcoming,
  initialsOf,
  jobOptionLabel,
} from './format.ts';

describe('formatting', () => {
  it("formats dates in the spec's styles", () => {
    expect(formatDate('2025-03-04T12:00:00Z', 'long')).toBe('Mar 4, 2025');
    expect(formatDate('2025-03-04T12:00:00Z', 'short')).toBe('Mar 4');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes a moment as the long date and the time together', () => {
    expect(formatDateTime('2025-03-04T12:00:00Z')).toMatch(/^Mar 4, 2025 \d{1,2}:00 (AM|PM)$/);
    expect(formatDateTime('not a date')).toBe('');
  });

  it('writes a meeting with its weekday, and the year only when it is not this year', () => {
    const at = new Date(2026, 11, 1, 14, 0).toISOString();
    expect(formatAppointment(at, new Date(2026, 10, 20))).toBe('Tue, Dec 1, 2:00 PM');
    expect(formatAppointment(at, new Date(2025, 10, 20))).toBe('Tue, Dec 1, 2026, 2:00 PM');
    expect(formatAppointment('not a date')).toBe('');
  });

  it('says when something waits to happen, with the day only when it is not today', () => {
    const at = new Date(2025, 2, 4, 15, 15);
    expect(formatUpcoming(at.toISOString(), new Date(2025, 2, 4, 11, 0))).toBe('at 3:15 PM');
    expect(formatUpcoming(at.toISOString(), new Date(2025, 2, 3, 23, 0))).toBe('on Mar 4 at 3:15 PM');
    expect(formatUpcoming('not a date')).toBe('');
  });

  it("says how long ago in a card footer's few characters, and the day after eight weeks", () => {
    const now = new Date(2026, 11, 7, 12, 0);
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    expect(formatAgoShort(ago(0.5), now)).toBe('just now');
    expect(formatAgoShort(ago(5), now)).toBe('5m ago');
    expect(formatAgoShort(ago(4 * 60 + 59), now)).toBe('4h ago');
    expect(formatAgoShort(ago(8 * 24 * 60), now)).toBe('8d ago');
    expect(formatAgoShort(ago(60 * 24 * 60), now)).toBe('Oct 8');
    expect(formatAgoShort('not a date')).toBe('');
  });

  it('makes initials from the first and last name', () => {
    expect(initialsOf('Riley Morgan')).toBe('RM');
    expect(initialsOf('Mary Ann de la Cruz')).toBe('MC');
    expect(initialsOf('cher')).toBe('C');
    expect(initialsOf('  ')).toBe('?');
  });

  it('joins a list the way a sentence would', () => {
    expect(formatList(['a.com'])).toBe('a.com');
    expect(formatList(['a.com', 'b.com', 'c.com'])).toBe('a.com, b.com, and c.com');
  });
});

describe('jobOptionLabel', () => {
  it('shows an open job by its title and any other with its status', () => {
    expect(jobOptionLabel({ title: 'Designer', status: 'open' })).toBe('Designer');
    expect(jobOptionLabel({ title: 'Designer', status: 'paused' })).toBe('Designer (paused)');
  });

  it('writes a count with thousands separators, and a lower bound with a plus', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(30100)).toBe('30,100');
    expect(formatCount(1000, true)).toBe('1,000+');
  });
});
