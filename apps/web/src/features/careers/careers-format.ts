import type { PublicJobSummary } from '@shortlist/contracts';

type PublicSalary = NonNullable<PublicJobSummary['salary']>;

function moneyFormat(currency: string): (value: number) => string {
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
    return (value) => format.format(value);
  } catch {
    // a currency Intl does not know (a typo in a job's settings) still reads as money
    const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    return (value) => `${currency} ${plain.format(value)}`.trim();
  }
}

/** "$90,000 – $120,000", "From $90,000", "Up to $120,000"; the server sends null for no range. */
export function formatPublicSalary({ min, max, currency }: PublicSalary): string {
  const money = moneyFormat(currency);
  if (min !== null && max !== null) return min === max ? money(min) : `${money(min)} – ${money(max)}`;
  if (min !== null) return `From ${money(min)}`;
  return max !== null ? `Up to ${money(max)}` : '';
}

/** "820 KB", "2.4 MB": what an applicant recognises of the file they chose. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
