import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_TITLE_OPTIONS,
  type ParsedJobDescription,
  SECTORS,
  SUGGESTED_SKILLS,
} from '@shortlist/contracts';
import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF starts with "%PDF-" (checked on the bytes, never the file name or the declared type). */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } finally {
    await pdf.destroy();
  }
}

const LABELLED = (label: string) => new RegExp(`^\\s*(?:${label})\\s*[:\\-–]\\s*(.+)$`, 'im');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function labelled(text: string, label: string): string | undefined {
  return text.match(LABELLED(label))?.[1]?.trim() || undefined;
}

/** "$120,000 - $150,000", "$120k–$150k", "120,000 to 150,000 USD" */
export function parseSalaryRange(text: string): { salary_min: number; salary_max: number } | undefined {
  const amount = String.raw`\$?\s?(\d{1,3}(?:[,.\s]\d{3})+|\d+(?:\.\d+)?)\s?([kK])?`;
  const match = text.match(new RegExp(`${amount}\\s*(?:-|–|—|to)\\s*${amount}`));
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

function listAfter(text: string, heading: string): string[] {
  const match = text.match(
    new RegExp(`(?:${heading})\\s*:?\\s*\\n?([\\s\\S]*?)(?:\\n\\s*\\n|\\n[A-Z][A-Za-z ]{2,40}:|$)`, 'i'),
  );
  if (!match?.[1]) return [];
  return match[1]
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
  const text = raw.replace(/\r/g, '').replace(/[ \t]+/g, ' ');
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
