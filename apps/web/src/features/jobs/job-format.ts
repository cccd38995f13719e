import { FILL_TARGET_DAYS } from '@shortlist/contracts';
import { addDays, addHours, format, startOfHour } from 'date-fns';

const money = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** spec 01 §9: salary with a $ sign and thousands separators. */
export function formatSalary(value: number | null | undefined): string {
  return value == null ? '' : `$${money.format(value)}`;
}

export function formatSalaryRange(min: number | null, max: number | null): string {
  if (min == null && max == null) return 'Salary not set';
  if (min != null && max != null) return `${formatSalary(min)} – ${formatSalary(max)}`;
  return min != null ? `From ${formatSalary(min)}` : `Up to ${formatSalary(max)}`;
}

const calendarStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** spec 01 §2.4: a calendar event starting at the next full hour, one hour long. */
export function scheduleInterviewHref(job: { title: string }, now = new Date()): string {
  const start = addHours(startOfHour(now), 1);
  const end = addHours(start, 1);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `Interview: ${job.title}`,
    dates: `${calendarStamp(start)}/${calendarStamp(end)}`,
    details: `Interview for the ${job.title} position.`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** spec 01 §2.6: target fill date = 30 days after now. */
export function fillTargetDate(now = new Date()): string {
  return format(addDays(now, FILL_TARGET_DAYS), 'MMM d, yyyy');
}

/** /jobs/new prefilled from a job (spec 01 §2.6: title plus " (Copy)"). */
export function duplicateHref(job: { id: number; title: string }): string {
  return `/jobs/new?${new URLSearchParams({ duplicate: String(job.id), title: `${job.title} (Copy)` }).toString()}`;
}

export const SETUP_TAB = 'complete-setup';
