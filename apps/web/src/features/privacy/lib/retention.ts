import { RETENTION_CHOICES } from '@shortlist/contracts';

/** The select's value for "no rule" (a select's values are strings; the API's is null). */
export const RETENTION_OFF = 'off';

/** "24 months", or "Off" for no rule. */
export function retentionLabel(months: number | null): string {
  return months === null ? 'Off' : `${months} months`;
}

/**
 * The settings page's choices, and the rule in force when the API set another whole number of
 * months (it takes any from 6 to 120), so the select never shows a value it does not list.
 */
export function retentionOptions(current: number | null) {
  const months = [...new Set<number>([...RETENTION_CHOICES, ...(current === null ? [] : [current])])].sort(
    (a, b) => a - b,
  );
  return [
    { value: RETENTION_OFF, label: 'Off (keep everyone)' },
    ...months.map((month) => ({ value: String(month), label: retentionLabel(month) })),
  ];
}
