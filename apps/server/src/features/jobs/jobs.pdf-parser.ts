import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_MESSAGES,
  JOB_TITLE_OPTIONS,
  type ParsedJobDescription,
  SECTORS,
  SUGGESTED_SKILLS,
} from '@shortlist/contracts';
import { badRequest, ValidationError } from '../../platform/errors.ts';
import { type FileTextPool, limitMessage } from '../../platform/file-text/file-text-pool.ts';
import { FileTextLimitError, UnreadableFileError } from '../../platform/file-text/limits.ts';

/** A PDF starts with "%PDF-" (checked on the bytes, never the file name or the declared type). */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

/** The job description's text, read off the request thread within the file-text limits (issue 10). */
export async function jobDescriptionText(fileText: FileTextPool, bytes: Uint8Array): Promise<string> {
  try {
    return await fileText.read(bytes, 'application/pdf');
  } catch (error) {
    if (error instanceof FileTextLimitError) throw new ValidationError({ pdf_file: [limitMessage(error)] });
    if (error instanceof UnreadableFileError) throw badRequest(JOB_MESSAGES.parsePdfFailed);
    throw error;
  }
}

// Issue 10: the patterns below are linear in their input — bounded quantifiers, no `[\s\S]*?`
// racing alternatives, and at most JOB_TEXT_CHARS of text.

/** The text the patterns see: a job description is a few thousand characters. */
export const JOB_TEXT_CHARS = 100_000;

/** "Title: …" on a line of its own; the value is at most 300 characters of that line. */
const LABELLED = (label: string) =>
  new RegExp(`^[ \\t]{0,40}(?:${label})[ \\t]{0,10}[:\\-–][ \\t]{0,10}([^\\n]{1,300})`, 'im');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function labelled(text: string, label: string): string | undefined {
  return text.match(LABELLED(label))?.[1]?.trim() || undefined;
}

/** "$120,000 - $150,000", "$120k–$150k", "120,000 to 150,000 USD" */
export function parseSalaryRange(text: string): { salary_min: number; salary_max: number } | undefined {
  // An amount starts where no digit does (one try per number, not one per digit).
  const amount = String.raw`(?<![\d.,])\$?\s?(\d{1,3}(?:[,.\s]\d{3}){1,3}|\d{1,9}(?:\.\d{1,2})?)\s?([kK])?`;
  const match = text.match(new RegExp(`${amount}\\s{0,3}(?:-|–|—|to)\\s{0,3}${amount}`));
  if (!match) return undefined;
  const value = (digits: string, thousands: string | undefined) => {
    const number = Number(digits.replace(/[,\s]/g, '').replace(/\.(?=\d{3}\b)/g, ''));
    return Math.round(thousands ? number * 1000 : number);
  };
  const min = value(match[1]!, match[2] ?? match[4]);
  const max = value(match[3]!, match[4]);
  if (!(min >= 1000 && max >= min)) return undefined;
  return { salary_min: min, salary_max: max };
}

function skillsIn(text: string, candidates: readonly string[]): string[] {
  return candidates.filter((skill) =>
    new RegExp(`(^|[^a-z0-9])${escapeRegExp(skill)}([^a-z0-9]|$)`, 'i').test(text),
  );
}

/** What a list after a heading may span: a job description's list is a few lines long. */
const LIST_WINDOW_CHARS = 2_000;

function listAfter(text: string, heading: string): string[] {
  const found = new RegExp(`(?:${heading})[ \\t]{0,10}:?\\s{0,10}`, 'i').exec(text);
  if (!found) return [];
  const start = found.index + found[0].length;
  const window = text.slice(start, start + LIST_WINDOW_CHARS);
  // The list ends at a blank line or at the next "Heading:" line.
  const end = window.search(/\n[ \t]{0,20}\n|\n[A-Z][A-Za-z ]{2,40}:/i);
  return (end < 0 ? window : window.slice(0, end))
    .split(/[\n,;•·]|(?:\s-\s)/)
    .map((item) => item.replace(/^[\s\-*•]+/, '').trim())
    .filter((item) => item.length > 1 && item.length <= 60);
}

/**
 * Fills what it can find in a job description (issue 3): labelled lines ("Title: …",
 * "Location: …"), known titles, sectors, employment types, skills from the suggested list
 * and from "Required skills" / "Nice to have" lists, and a salary range.
 */
export function extractJobFields(raw: string): ParsedJobDescription {
  const text = raw
    .slice(0, JOB_TEXT_CHARS)
    .replace(/\r/g, '')
    .replace(/[ \t]+/g, ' ');
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const out: ParsedJobDescription = {};

  const title =
    labelled(text, 'job title|title|position|role') ??
    JOB_TITLE_OPTIONS.find((option) =>
      new RegExp(`\\b${escapeRegExp(option)}\\b`, 'i').test(lines.slice(0, 3).join(' ')),
    );
  if (title) out.title = title;

  const department =
    labelled(text, 'department|sector|team') ??
    SECTORS.find((sector) => text.toLowerCase().includes(sector.name.toLowerCase()))?.name;
  if (department) out.department = department;

  const location = labelled(text, 'location|based in');
  if (location) out.location = location;
  else if (/\b(remote|anywhere)\b/i.test(text)) out.location = 'Remote';

  const employment = EMPLOYMENT_TYPES.find((type) =>
    new RegExp(`\\b${escapeRegExp(type).replace('\\-', '[- ]?')}\\b`, 'i').test(text),
  );
  if (employment) out.employment_type = employment;
  else if (/\bfull[- ]?time\b/i.test(text)) out.employment_type = 'Full-time';

  const level = labelled(text, 'experience level|seniority')?.toLowerCase();
  const experience =
    EXPERIENCE_LEVELS.find((option) => level?.includes(option)) ??
    (/\b(senior|principal|lead|staff)\b/i.test(title ?? '') ? 'experienced' : undefined) ??
    (/\b(junior|graduate|entry[- ]level)\b/i.test(text) ? 'junior' : undefined) ??
    (/\b(executive|director|vp|chief)\b/i.test(title ?? '') ? 'executive' : undefined);
  if (experience) out.experience_level = experience;

  const salary = parseSalaryRange(text);
  if (salary) Object.assign(out, salary);

  const listedRequired = listAfter(text, 'required skills|requirements|must have');
  const listedNice = listAfter(text, 'nice to have|nice-to-have|preferred skills|bonus');
  const niceText = listedNice.join('\n');
  const suggested = skillsIn(text, SUGGESTED_SKILLS).filter((skill) => !skillsIn(niceText, [skill]).length);
  const required = [...new Set([...suggested, ...listedRequired])].slice(0, 20);
  if (required.length > 0) out.skills_required = required;
  const nice = [...new Set(listedNice)].filter((skill) => !required.includes(skill)).slice(0, 20);
  if (nice.length > 0) out.skills_nice = nice;

  const description = lines
    .filter((line) => !LABELLED('job title|title|position|role|location|department|sector|salary').test(line))
    .join('\n')
    .trim();
  if (description) out.description = description.slice(0, 20_000);

  const ideal = listAfter(text, 'ideal candidate|about you').join('\n');
  if (ideal) out.ideal_profile = ideal;
  return out;
}
