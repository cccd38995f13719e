import { ORGANISATION_NAME } from '@shortlist/contracts';
import { guessFullName } from '../../documents/cv-extraction.ts';
import { collapse, linesOf, SHORT_LINE_CHARS } from './pattern-reading.ts';

/** A person's name as a label, a signature, a display name or a CV writes it, and whether two names agree. */

const NAME_TOKEN = /^\p{Lu}[\p{L}\p{M}'’.-]{0,40}$/u;
const CJK_NAME = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]{2,6}$/u;
/** Lower-case words inside names: "Ludwig van Beethoven", "María de la Cruz". */
const PARTICLES = new Set(
  'van von der den de da das do dos du del della di la le bin binti al ter ten y zu'.split(' '),
);
/** Capitalised words that start lines and greetings but are nobody's name. */
const NOT_NAMES = new Set(
  `dear hello hi hey team hiring regards thanks thank best kind curriculum vitae resume résumé cv
  application applicant candidate linkedin github email e-mail phone mobile address profile summary
  experience education skills the and sent from my iphone android outlook recruitment talent agency
  ltd limited gmbh inc llc university college school careers jobs please attached ${ORGANISATION_NAME}
  cover letter portfolio references contact details personal information about me objective`
    .toLowerCase()
    .split(/\s+/),
);
/** The noun of a job title: a subject that names no other cue must hold one to be a role. */
export const TITLE_WORD =
  /\b(?:engineer|developer|designer|manager|analyst|scientist|specialist|lead|architect|consultant|writer|copywriter|administrator|coordinator|officer|director|intern|assistant|representative|accountant|associate|executive|tester|recruiter|marketer|editor|researcher|technician|programmer|owner|nurse|teacher|advisor|strategist|sre|head)s?\b/i;
/** Words of job titles, nouns and modifiers: a capitalised phrase holding one is not a name. */
export const ROLE_WORD = new RegExp(
  `${TITLE_WORD.source}|\\b(?:engineering|internship|devops|support|sales|qa|ux|ui|data|software|product|backend|frontend|full[\\s-]?stack|mobile|senior|junior|principal|staff)\\b`,
  'i',
);

export function isPersonName(value: string): boolean {
  if (value.length > 60) return false;
  if (CJK_NAME.test(value.replace(/\s/g, ''))) return true;
  const tokens = value.split(' ');
  if (tokens.length < 2 || tokens.length > 5 || ROLE_WORD.test(value)) return false;
  return (
    NAME_TOKEN.test(tokens[0]!) &&
    NAME_TOKEN.test(tokens.at(-1)!) &&
    tokens.every(
      (token) => (NAME_TOKEN.test(token) || PARTICLES.has(token)) && !NOT_NAMES.has(token.toLowerCase()),
    )
  );
}

/** An all-capitals name ("PRIYA RAMAN") as written on a form: "Priya Raman". */
const titleCased = (name: string) =>
  name === name.toUpperCase() && name !== name.toLowerCase()
    ? name
        .toLowerCase()
        .replace(
          /(^|[\s'-])(\p{L})/gu,
          (_all, before: string, letter: string) => before + letter.toUpperCase(),
        )
    : name;

/** The person's name a fragment starts with: capitalised words (and particles) up to punctuation. */
export function leadingName(fragment: string): string | null {
  const words = fragment.trim().slice(0, 100).split(/\s+/).slice(0, 6);
  const first = words[0]?.replace(/[,;:.!?()（）]{1,10}$/u, '').split(/[（(]/)[0] ?? '';
  if (CJK_NAME.test(first)) return first;
  const taken: string[] = [];
  for (const word of words) {
    const token = word.replace(/[,;:!?)"”]{1,10}$/u, '');
    const ok = NAME_TOKEN.test(token) || (taken.length > 0 && PARTICLES.has(token));
    if (!ok) break;
    taken.push(token);
    if (token !== word) break;
  }
  while (taken.length > 0 && PARTICLES.has(taken.at(-1)!)) taken.pop();
  const name = titleCased(taken.join(' ').replace(/\.$/, ''));
  return isPersonName(name) ? name : null;
}

/** The first person's name anywhere in a short window (a referral's "a former colleague, Kenji Sato"). */
export function firstNameIn(window: string): string | null {
  const words = window.slice(0, 120).split(/\s+/);
  for (let index = 0; index < words.length; index += 1) {
    const name = leadingName(words.slice(index, index + 6).join(' '));
    if (name) return name;
  }
  return null;
}

export const LABELLED_NAME =
  /^[ \t*•-]{0,6}(?:full\s{1,3}name|name|candidate(?:\s{1,3}name)?|applicant(?:\s{1,3}name)?)\s{0,3}[:：]\s{0,3}([^\n]{2,80})/gim;
export const SELF_INTRODUCTION =
  /\b(?:my\s{1,3}name\s{1,3}is|i\s{1,3}am|i['’]m|this\s{1,3}is)\s{1,3}([^\n]{2,80})/gi;
export const PRESENTS_SOMEONE =
  /\b(?:refer(?:ring)?|present(?:ing)?|introduc(?:e|ing)|submit(?:ting)?|recommend(?:ing)?|put(?:ting)?\s{1,3}forward|working\s{1,3}with|candidate|colleague|friend)\b([^\n]{1,120})/gi;

/** A sender's display name: "Raman, Priya" reads "Priya Raman"; "Priya (via LinkedIn)" is Priya. */
export function displayName(name: string | null): string | null {
  if (!name) return null;
  const bare = collapse(name.slice(0, 120).replace(/\([^)]{0,60}\)|["“”]/g, ' '));
  const [last, first, ...rest] = bare.split(',').map((part) => part.trim());
  const ordered = first && rest.length === 0 ? `${first} ${last}` : bare;
  return leadingName(ordered) === titleCased(ordered) ? titleCased(ordered) : null;
}

/** The name on a signature's first lines ("Zoë Müller | Product Designer"). */
export function signatureName(signature: string): string | null {
  for (const line of linesOf(signature).filter(Boolean).slice(0, 2)) {
    const name = leadingName(line.slice(0, SHORT_LINE_CHARS).split(/\s[|•–—-]\s|,/)[0] ?? '');
    if (name) return name;
  }
  return null;
}

/**
 * A CV opens with its owner's name (guessFullName), a name guessFullName does not take alone on
 * its line ("Tomás Ó Súilleabháin": one-letter words), or a CJK name.
 */
export function cvName(cv: string): string | null {
  for (const line of linesOf(cv.slice(0, 2_000)).filter(Boolean).slice(0, 5)) {
    const short = line.slice(0, SHORT_LINE_CHARS);
    const guessed = guessFullName(short);
    if (guessed && isPersonName(titleCased(guessed))) return titleCased(guessed);
    const whole = leadingName(short);
    if (whole && whole === titleCased(short)) return whole;
    const cjk = short.split(/[\s（(]/)[0] ?? '';
    if (CJK_NAME.test(cjk)) return cjk;
  }
  return null;
}

/** A name's words, case, accents and hyphens aside. */
const nameWords = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 1);

/** The two names share a word ("Zoe Muller" and "Zoë Müller-Łukasiewicz"). */
export function sameName(a: string, b: string): boolean {
  const mine = new Set(nameWords(a));
  return a === b || nameWords(b).some((word) => mine.has(word));
}

/** The CV's opening lines name this person ("김민준 (Minjun Kim)" names Minjun Kim too). */
export function cvNames(cv: string, fromCv: string, name: string): boolean {
  if (sameName(name, fromCv)) return true;
  const head = new Set(nameWords(linesOf(cv.slice(0, 2_000)).filter(Boolean).slice(0, 3).join(' ')));
  const words = nameWords(name);
  return words.length > 0 && words.every((word) => head.has(word));
}
