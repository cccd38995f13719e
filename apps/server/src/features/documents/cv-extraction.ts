import {
  CV_PREVIEW_WORDS,
  type CvExtraction,
  KEY_PHRASE_LENGTH,
  MAX_KEY_PHRASES,
  SKILL_KEYWORDS,
} from '@shortlist/contracts';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * One matcher per keyword. `\b` fails next to symbols ("C++", "C#", "Node.js"), so a keyword
 * counts as a word when no letter or digit touches it on either side.
 */
const SKILL_MATCHERS = SKILL_KEYWORDS.map((skill) => ({
  skill,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(skill)}(?![\\p{L}\\p{N}+#])`, 'iu'),
}));

/** spec 02 §2: the ~40 known skill keywords, on word boundaries, case-insensitively. */
export function extractSkills(text: string): string[] {
  return SKILL_MATCHERS.filter(({ pattern }) => pattern.test(text)).map(({ skill }) => skill);
}

const YEARS_PATTERNS = [
  /(\d{1,2})\s*\+?\s*(?:years?|yrs?)\s+(?:of\s+)?(?:professional\s+|work\s+|industry\s+|relevant\s+)?experience/gi,
  /experience\s*(?:of|:)?\s*(\d{1,2})\s*\+?\s*(?:years?|yrs?)/gi,
  /over\s+(\d{1,2})\s+(?:years?|yrs?)/gi,
];

/** spec 02 §2: "N years of experience" and similar; the largest figure wins. */
export function extractYearsOfExperience(text: string): number | null {
  let best: number | null = null;
  for (const pattern of YEARS_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const years = Number(match[1]);
      if (years <= 60 && (best === null || years > best)) best = years;
    }
  }
  return best;
}

export function extractEmails(text: string): string[] {
  const found = text.match(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g) ?? [];
  return [...new Set(found.map((email) => email.toLowerCase()))];
}

export function extractPhones(text: string): string[] {
  const found = text.match(/\+?\(?\d[\d\s\-().]{8,}\d/g) ?? [];
  return [
    ...new Set(
      found
        .map((phone) => phone.trim())
        .filter((phone) => (phone.match(/\d/g) ?? []).length >= 10 && !/\d{4}-\d{2}-\d{2}/.test(phone)),
    ),
  ];
}

export function extractLinks(text: string): CvExtraction['links'] {
  const urls = text.match(/(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/[^\s,;)]*)?/gi) ?? [];
  const withScheme = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);
  const links: CvExtraction['links'] = {};
  for (const url of urls) {
    if (url.includes('@')) continue;
    if (/linkedin\.com\//i.test(url)) links.linkedin ??= withScheme(url);
    else if (/github\.com\//i.test(url)) links.github ??= withScheme(url);
    else if (/^https?:\/\//i.test(url) && !links.portfolio) links.portfolio = url;
  }
  return links;
}

/** spec 02 §9: a preview of the first 50 words. */
export function previewOf(text: string): string {
  return text.split(/\s+/).filter(Boolean).slice(0, CV_PREVIEW_WORDS).join(' ');
}

/** spec 02 §9: up to 3 sentences of 20 to 100 characters. */
export function keyPhrasesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(
      (sentence) => sentence.length >= KEY_PHRASE_LENGTH.min && sentence.length <= KEY_PHRASE_LENGTH.max,
    )
    .slice(0, MAX_KEY_PHRASES);
}

/** A CV usually opens with the name: the first short line of two to four capitalised words. */
export function guessFullName(text: string): string | null {
  const firstLines = text
    .split(/\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 5);
  for (const line of firstLines) {
    if (/^(\p{Lu}[\p{L}'-]+)(\s+\p{Lu}[\p{L}'-]+){1,3}$/u.test(line) && line.length <= 60) return line;
  }
  return null;
}

export function extractCvFields(text: string): CvExtraction {
  return {
    text_length: text.length,
    skills: extractSkills(text),
    years_experience: extractYearsOfExperience(text),
    emails: extractEmails(text),
    phones: extractPhones(text),
    links: extractLinks(text),
    preview: previewOf(text),
    key_phrases: keyPhrasesOf(text),
    full_name: guessFullName(text),
  };
}
