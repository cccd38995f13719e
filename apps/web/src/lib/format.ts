import { DATE_FORMATS } from '@shortlist/contracts';
import { format, isSameDay, isValid, parseISO } from 'date-fns';

/** Dates in the spec's formats (spec 01 §9): 'MMM d', 'MMM d, yyyy', 'h:mm a'. */
export function formatDate(iso: string, style: keyof typeof DATE_FORMATS = 'long'): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, DATE_FORMATS[style]) : '';
}

/** 'MMM d, yyyy h:mm a' (spec 01 §9's two formats together), for a moment rather than a day. */
export function formatDateTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? `${format(date, DATE_FORMATS.long)} ${format(date, DATE_FORMATS.time)}` : '';
}

/**
 * A meeting's start on the viewer's clock: "Tue, Dec 1, 2:00 PM" (spec 01 §9's 'MMM d' and 'h:mm a'
 * with the weekday a meeting wants), the year added when it is not this year's.
 */
export function formatAppointment(iso: string, now: Date = new Date()): string {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  const day = date.getFullYear() === now.getFullYear() ? DATE_FORMATS.short : DATE_FORMATS.long;
  return `${format(date, 'EEE')}, ${format(date, day)}, ${format(date, DATE_FORMATS.time)}`;
}

/** When something waits to happen: "at 3:15 PM" today, "on Mar 15 at 3:15 PM" another day. */
export function formatUpcoming(iso: string, now: Date = new Date()): string {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  const time = format(date, DATE_FORMATS.time);
  return isSameDay(date, now) ? `at ${time}` : `on ${format(date, DATE_FORMATS.short)} at ${time}`;
}

/**
 * How long ago, in the few characters a card's footer has: "just now", "5m ago", "4h ago",
 * "8d ago"; the day itself ('MMM d') after eight weeks.
 */
export function formatAgoShort(iso: string, now: Date = new Date()): string {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes}m ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)}h ago`;
  const days = Math.floor(minutes / (24 * 60));
  return days < 56 ? `${days}d ago` : format(date, DATE_FORMATS.short);
}

/** "Riley Morgan" → "RM"; a single name gives one letter. */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

/** "a", "a and b", "a, b and c" */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(items);
}

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The browser's IANA time zone ("today" on the dashboard, an interview's default zone). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A job in a picker: its title, with its status when it is not open ("Designer (paused)"). */
export function jobOptionLabel(job: { title: string; status: string }): string {
  return job.status === 'open' ? job.title : `${job.title} (${job.status})`;
}

const wholeNumbers = new Intl.NumberFormat('en-US');

/** A list's count, "1,000+" when it is a lower bound (a search that found more than it counts). */
export function formatCount(count: number, isLowerBound = false): string {
  return `${wholeNumbers.format(count)}${isLowerBound ? '+' : ''}`;
}
