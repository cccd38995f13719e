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

// Issue 10: every pattern here runs in time linear in its input. Quantifiers are bounded, none
// is nested, and a pattern may start only where its first character class begins (the
// lookbehinds), so a 100 KB word costs one pass instead of the 12 s a `+` before a failing `@`
// took. The property test in cv-extraction.test.ts holds them to it.

const YEARS_PATTERNS = [
  /(\d{1,2})\s{0,3}\+?\s{0,3}(?:years?|yrs?)\s{1,3}(?:of\s{1,3})?(?:professional\s{1,3}|work\s{1,3}|industry\s{1,3}|relevant\s{1,3})?experience/gi,
  /experience\s{0,3}(?:of|:)?\s{0,3}(\d{1,2})\s{0,3}\+?\s{0,3}(?:years?|yrs?)/gi,
  /over\s{1,3}(\d{1,2})\s{1,3}(?:years?|yrs?)/gi,
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

/** Contacts kept from one CV: a CV lists one or two of each; a page of numbers is not a CV. */
const MAX_CONTACTS = 10;

/** RFC 5321 sizes: a local part of at most 64 characters, a domain of at most 253. */
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,24}/g;

export function extractEmails(text: string): string[] {
  const found = text.match(EMAIL) ?? [];
  return [...new Set(found.map((email) => email.toLowerCase()))].slice(0, MAX_CONTACTS);
}

const PHONE = /\+?\(?\d[\d\s\-().]{8,24}\d/g;

export function extractPhones(text: string): string[] {
  const found = text.match(PHONE) ?? [];
  return [
    ...new Set(
      found
        .map((phone) => phone.trim())
        .filter((phone) => (phone.match(/\d/g) ?? []).length >= 10 && !/\d{4}-\d{2}-\d{2}/.test(phone)),
    ),
  ].slice(0, MAX_CONTACTS);
}

/** A host of dotted labels (first label, a dot, the rest) and an optional path. */
const LINK = /(?<![\w@./-])(?:https?:\/\/)?[a-z0-9-]{1,63}\.[a-z0-9.-]{1,253}(?:\/[^\s,;)]{0,500})?/gi;

const withoutTrailingDots = (url: string) => {
  let end = url.length;
  while (end > 0 && url[end - 1] === '.') end -= 1;
  return url.slice(0, end);
};

export function extractLinks(text: string): CvExtraction['links'] {
  const urls = (text.match(LINK) ?? []).map(withoutTrailingDots);
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
    // the length first: the pattern only ever sees a short line
    if (line.length <= 60 && /^(\p{Lu}[\p{L}'-]+)(\s+\p{Lu}[\p{L}'-]+){1,3}$/u.test(line)) return line;
  }
  return null;
}

/** The patterns see at most this much of a CV (a long CV is about 30,000 characters). */
export const CV_PATTERN_TEXT_CHARS = 100_000;

export function extractCvFields(fullText: string): CvExtraction {
  const text = fullText.slice(0, CV_PATTERN_TEXT_CHARS);
  return {
    text_length: fullText.length,
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
