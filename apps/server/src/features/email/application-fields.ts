import {
  type CANDIDATE_EMPLOYMENT_TYPES,
  type CANDIDATE_SOURCE_TYPES,
  CAREERS_ADDRESS,
  EMPTY_PARSED_FIELDS,
  ORGANISATION_NAME,
  type ParsedFields,
} from '@shortlist/contracts';
import {
  CV_PATTERN_TEXT_CHARS,
  extractEmails,
  extractLinks,
  extractPhones,
  extractSkills,
  extractYearsOfExperience,
  guessFullName,
} from '../documents/cv-extraction.ts';

/**
 * Reads spec 02's inbox fields out of one application e-mail and its CV, and says how sure it is
 * (docs/decisions/012). Pure: no I/O, so the parse job and the test set run the same code.
 *
 * Issue 10 holds here too: every pattern is linear (bounded quantifiers, none nested), sees
 * capped text, and patterns that capture a fragment are read for their first few matches only.
 */

export type ApplicationMessage = {
  subject: string;
  /** plain-text body (for HTML-only mail, the text mailparser derived from the HTML) */
  text: string;
  fromName: string | null;
  fromAddress: string | null;
  /** text of the CV attachment(s), '' if none */
  cvText: string;
};

type SourceType = (typeof CANDIDATE_SOURCE_TYPES)[number];
type EmploymentType = (typeof CANDIDATE_EMPLOYMENT_TYPES)[number];

/** A long application e-mail is a few thousand characters; a CV pasted into the body still fits. */
const BODY_PATTERN_CHARS = 50_000;
const SUBJECT_CHARS = 300;
/** A line longer than this is prose, not a header, signature or CV heading. */
const SHORT_LINE_CHARS = 200;
/** Matches read of a pattern that captures a fragment: the first few are the applicant's own. */
const MAX_MATCHES = 5;
const MAX_EDUCATION = 3;

/** The key fields behind processing_confidence (docs/decisions/012). */
const KEY_FIELD_COUNT = 5;

function* firstMatches(text: string, pattern: RegExp): Generator<RegExpExecArray> {
  let count = 0;
  for (const match of text.matchAll(pattern)) {
    yield match as RegExpExecArray;
    if (++count >= MAX_MATCHES) return;
  }
}

const linesOf = (text: string) => text.split('\n').map((line) => line.trim());
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

// ── addresses ────────────────────────────────────────────────────────────────

const OWN_DOMAIN = CAREERS_ADDRESS.split('@')[1]!.toLowerCase();
/** Role and robot mailboxes ("careers@", "jobs-noreply@"): never an applicant, whoever sends from them. */
const MAILBOX_LOCAL_PART =
  /^(?:careers?|jobs?|recruit(?:ing|ment)|hiring|hr|apply|applications?|talent|postmaster|mailer-daemon|notifications?|alerts?)$|no-?reply|do-?not-?reply/;

/** Our own mailboxes and colleagues (the careers address's domain), and role mailboxes anywhere. */
function isOwnOrMailboxAddress(address: string): boolean {
  const [local = '', domain = ''] = address.toLowerCase().slice(0, 320).split('@');
  return domain === OWN_DOMAIN || MAILBOX_LOCAL_PART.test(local.split('+')[0]!);
}

const domainOf = (address: string | null) => address?.split('@')[1]?.toLowerCase() ?? null;

/** Mail providers anyone may use: sharing one with a recruiter says nothing about who you are. */
const FREEMAIL =
  /^(?:g(?:oogle)?mail|outlook|hotmail|live|msn|yahoo|ymail|icloud|me|proton(?:mail)?|pm|gmx|web|mail|yandex|qq|163|126|aol|zoho)\./;

// ── the message's parts: quoted replies, forwarded messages, signatures ─────

const FORWARD_MARKER =
  /^(?:-{2,20}\s{0,3}(?:forwarded message|original message|weitergeleitete nachricht|message transféré)\s{0,3}-{0,20}|begin forwarded message:?)$/i;
const OUTLOOK_RULE = /^_{10,80}$/;
const REPLY_HEADER = /^(?:on\s.{1,200}\swrote:|am\s.{1,200}\sschrieb.{0,60}:|le\s.{1,200}\sa écrit\s?:)$/i;
const HEADER_LINE = /^\*{0,2}(from|sent|date|to|cc|subject)\*{0,2}\s{0,3}:\*{0,2}\s{0,3}(.{0,300})$/i;
const CLOSING =
  /^(?:(?:best|kind|warm|warmest|many|with\s{1,3}(?:best|kind|warm))\s{1,3})?(?:regards|wishes|thanks|thank\s{1,3}you|cheers|sincerely|best|greetings|respectfully|yours(?:\s{1,3}(?:sincerely|truly|faithfully))?)\s{0,3}[,.!]?$|^(?:mit\s{1,3}freundlichen\s{1,3}grüßen|cordialement|saludos|atenciosamente|pozdrawiam|--)\s{0,3}[,.!]?$/i;

type Forwarded = { fromName: string | null; fromAddress: string | null; subject: string; body: string };

/** The text above the first forwarding marker, and the forwarded message's headers and body. */
function splitForwarded(body: string): { own: string; forwarded: Forwarded | null } {
  const lines = body.split('\n');
  const at = lines.findIndex((line, index) => {
    const trimmed = line.trim();
    if (trimmed.length > 80) return false;
    if (FORWARD_MARKER.test(trimmed)) return true;
    return OUTLOOK_RULE.test(trimmed) && /^\*{0,2}from\*{0,2}\s{0,3}:/i.test(lines[index + 1]?.trim() ?? '');
  });
  if (at === -1) return { own: body, forwarded: null };
  const forwarded: Forwarded = { fromName: null, fromAddress: null, subject: '', body: '' };
  let index = at + 1;
  let seenHeader = false;
  for (; index < lines.length && index < at + 16; index += 1) {
    const line = lines[index]!.trim().slice(0, 400);
    const header = HEADER_LINE.exec(line);
    if (header) {
      seenHeader = true;
      const [, name = '', value = ''] = header;
      if (/^from$/i.test(name)) Object.assign(forwarded, parseAddressLine(value));
      if (/^subject$/i.test(name)) forwarded.subject = value.trim();
    } else if (line === '' && seenHeader) break;
  }
  forwarded.body = lines.slice(index).join('\n');
  return { own: lines.slice(0, at).join('\n'), forwarded };
}

/** `Name <address>`, `Name [mailto:address]`, `"Name" address` or a bare address. */
function parseAddressLine(value: string): { fromName: string | null; fromAddress: string | null } {
  const fromAddress = extractEmails(value)[0] ?? null;
  const name = value
    .replace(/<[^>]{0,320}>|\[[^\]]{0,330}\]|\([^)]{0,100}\)/g, ' ')
    .replace(/["“”]/g, ' ')
    .trim();
  return { fromAddress, fromName: name && !name.includes('@') ? collapse(name) : null };
}

/** Without quoted lines (`>`) and everything from an "On … wrote:" line (maybe wrapped in two) on. */
function withoutQuotedReply(text: string): string {
  const lines = text.split('\n');
  const kept: string[] = [];
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim();
    const wrapped = trimmed.length <= 150 ? `${trimmed} ${lines[index + 1]?.trim().slice(0, 150) ?? ''}` : '';
    if (trimmed.length <= 300 && (REPLY_HEADER.test(trimmed) || REPLY_HEADER.test(wrapped.trim()))) break;
    if (!trimmed.startsWith('>')) kept.push(line);
  }
  return kept.join('\n');
}

/** The text above the last closing ("Best regards,"), and the signature under it. */
function splitSignature(text: string): { text: string; signature: string } {
  const lines = text.split('\n');
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const trimmed = lines[index]!.trim();
    if (trimmed.length <= 40 && CLOSING.test(trimmed))
      return { text: lines.slice(0, index).join('\n'), signature: lines.slice(index + 1).join('\n') };
  }
  return { text, signature: '' };
}

// ── who sent it ──────────────────────────────────────────────────────────────

/** Someone presents a candidate who is not them: an agency, a headhunter. */
const RECRUITER_CUE =
  /\bon\s{1,3}behalf\s{1,3}of\b|\b(?:my|our)\s{1,3}(?:candidate|client)s?\b|\bcandidate\s{1,3}(?:submission|profile|introduction)\b|\bi\s{1,3}represent\b|\brecruitment\s{1,3}(?:agency|consultancy|firm|partner)\b|\b(?:present|introduce|submit|put\s{1,3}forward)\s{1,3}(?:to\s{1,3}you\s{1,3})?(?:a|an|the|this|my|our)\s{1,3}(?:strong\s{1,3}|great\s{1,3}|excellent\s{1,3}|talented\s{1,3}|senior\s{1,3})?candidate\b/i;
const RECRUITER_DOMAIN = /recruit|staffing|talent|headhunt|resourcing|search|hire|hiring/i;
/** A recruiter's own signature ("Principal Recruiter, HireQuest"). */
const RECRUITER_TITLE =
  /\b(?:recruiter|recruitment|talent\s{1,3}(?:partner|acquisition|advisor|scout)|headhunter|sourcer|executive\s{1,3}search)\b/i;
/** Someone written about, not the writer: "her CV", "she has 7 years". */
const THIRD_PERSON =
  /\bcandidate\b|\b(?:her|his)\s{1,3}(?:cv|resume|résumé|profile|details|contact)|\b(?:she|he)\s{1,3}(?:has|is|was|would|brings)\b/i;
const REFERRAL_CUE = /\breferr(?:al|ed|ing)\b|\brefer\s{1,3}(?:a|an|my|this|him|her|them)\b/i;
/** The sender refers someone else (not "I was referred by …"). */
const REFERRER_CUE =
  /\b(?:like|want|wanted|happy|pleased|wish)\s{1,3}to\s{1,3}(?:refer|recommend)\b|\bi(?:['’]m|\s{1,3}am)\s{1,3}referring\b|^referral\b/im;

/** Which text speaks about the applicant, and who wrote it. */
type Reading = {
  source: SourceType;
  /** The applicant wrote `text` (and `signature`); else someone presents them. */
  applicantWrote: boolean;
  /** About the applicant: no quoted replies, forwarding notes or presenter's signature. */
  text: string;
  signature: string;
  senderName: string | null;
  senderAddress: string | null;
  presenterName: string | null;
  presenterAddress: string | null;
  presenterSignature: string;
  subjects: string[];
  /** A forwarder's note above the forwarded message. */
  note: string;
};

function readMessage(message: ApplicationMessage, subject: string): Reading {
  const body = message.text.slice(0, BODY_PATTERN_CHARS).replace(/\r\n?/g, '\n');
  const fromAddress = message.fromAddress?.trim().toLowerCase() || null;
  const fromName = message.fromName?.trim().slice(0, 200) || null;
  const senderIsOurs = fromAddress !== null && isOwnOrMailboxAddress(fromAddress);
  const { own, forwarded } = splitForwarded(body);
  const ownText = withoutQuotedReply(own);
  const cues = `${subject}\n${ownText}`;
  const ownParts = splitSignature(ownText);
  const recruiterSender =
    RECRUITER_DOMAIN.test(domainOf(fromAddress) ?? '') ||
    RECRUITER_TITLE.test(ownParts.signature.slice(0, 500));
  const recruiter =
    !senderIsOurs && (RECRUITER_CUE.test(cues) || (recruiterSender && THIRD_PERSON.test(cues)));
  const referral = REFERRAL_CUE.test(cues);
  const source: SourceType = recruiter ? 'Recruiter' : referral ? 'Employee Referral' : 'Direct Application';
  const presenter = { presenterName: fromName, presenterAddress: fromAddress };

  const original = forwarded?.fromAddress;
  if (forwarded && original && !isOwnOrMailboxAddress(original) && original !== fromAddress) {
    const parts = splitSignature(withoutQuotedReply(forwarded.body));
    const referred = !recruiter && REFERRAL_CUE.test(parts.text);
    return {
      source: referred ? 'Employee Referral' : source,
      applicantWrote: true,
      ...parts,
      senderName: forwarded.fromName,
      senderAddress: original,
      ...presenter,
      presenterSignature: ownParts.signature,
      subjects: [subject, forwarded.subject],
      note: ownText,
    };
  }
  const parts = ownParts;
  const presented = recruiter || senderIsOurs || (referral && REFERRER_CUE.test(cues));
  return {
    source,
    applicantWrote: !presented,
    ...parts,
    senderName: presented ? null : fromName,
    senderAddress: presented ? null : fromAddress,
    ...(presented ? presenter : { presenterName: null, presenterAddress: null }),
    presenterSignature: presented ? parts.signature : '',
    subjects: [subject],
    note: '',
  };
}

// ── names ────────────────────────────────────────────────────────────────────

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
const TITLE_WORD =
  /\b(?:engineer|developer|designer|manager|analyst|scientist|specialist|lead|architect|consultant|writer|copywriter|administrator|coordinator|officer|director|intern|assistant|representative|accountant|associate|executive|tester|recruiter|marketer|editor|researcher|technician|programmer|owner|nurse|teacher|advisor|strategist|sre|head)s?\b/i;
/** Words of job titles, nouns and modifiers: a capitalised phrase holding one is not a name. */
const ROLE_WORD = new RegExp(
  `${TITLE_WORD.source}|\\b(?:engineering|internship|devops|support|sales|qa|ux|ui|data|software|product|backend|frontend|full[\\s-]?stack|mobile|senior|junior|principal|staff)\\b`,
  'i',
);

function isPersonName(value: string): boolean {
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
function leadingName(fragment: string): string | null {
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
function firstNameIn(window: string): string | null {
  const words = window.slice(0, 120).split(/\s+/);
  for (let index = 0; index < words.length; index += 1) {
    const name = leadingName(words.slice(index, index + 6).join(' '));
    if (name) return name;
  }
  return null;
}

const LABELLED_NAME =
  /^[ \t*•-]{0,6}(?:full\s{1,3}name|name|candidate(?:\s{1,3}name)?|applicant(?:\s{1,3}name)?)\s{0,3}[:：]\s{0,3}([^\n]{2,80})/gim;
const SELF_INTRODUCTION =
  /\b(?:my\s{1,3}name\s{1,3}is|i\s{1,3}am|i['’]m|this\s{1,3}is)\s{1,3}([^\n]{2,80})/gi;
const PRESENTS_SOMEONE =
  /\b(?:refer(?:ring)?|present(?:ing)?|introduc(?:e|ing)|submit(?:ting)?|recommend(?:ing)?|put(?:ting)?\s{1,3}forward|working\s{1,3}with|candidate|colleague|friend)\b([^\n]{1,120})/gi;

/** The first of a pattern's first few matches whose captured fragment `read` makes sense of. */
function fromMatches<T>(text: string, pattern: RegExp, read: (fragment: string) => T | null): T | null {
  for (const match of firstMatches(text, pattern)) {
    const value = read(match.slice(1).find((group) => group !== undefined) ?? '');
    if (value) return value;
  }
  return null;
}

/** A sender's display name: "Raman, Priya" reads "Priya Raman"; "Priya (via LinkedIn)" is Priya. */
function displayName(name: string | null): string | null {
  if (!name) return null;
  const bare = collapse(name.slice(0, 120).replace(/\([^)]{0,60}\)|["“”]/g, ' '));
  const [last, first, ...rest] = bare.split(',').map((part) => part.trim());
  const ordered = first && rest.length === 0 ? `${first} ${last}` : bare;
  return leadingName(ordered) === titleCased(ordered) ? titleCased(ordered) : null;
}

/** The name on a signature's first lines ("Zoë Müller | Product Designer"). */
function signatureName(signature: string): string | null {
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
function cvName(cv: string): string | null {
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
function sameName(a: string, b: string): boolean {
  const mine = new Set(nameWords(a));
  return a === b || nameWords(b).some((word) => mine.has(word));
}

/** The CV's opening lines name this person ("김민준 (Minjun Kim)" names Minjun Kim too). */
function cvNames(cv: string, fromCv: string, name: string): boolean {
  if (sameName(name, fromCv)) return true;
  const head = new Set(nameWords(linesOf(cv.slice(0, 2_000)).filter(Boolean).slice(0, 3).join(' ')));
  const words = nameWords(name);
  return words.length > 0 && words.every((word) => head.has(word));
}

// ── contacts ─────────────────────────────────────────────────────────────────

const LABELLED_EMAIL = /^[ \t*•-]{0,6}e-?mail(?:\s{1,3}address)?\s{0,3}[:：]\s{0,3}([^\n]{3,330})/gim;
const LABELLED_PHONE =
  /^[ \t*•-]{0,6}(?:phone|mobile|tel|telephone|cell)(?:\s{1,3}(?:number|no\.?))?\s{0,3}[:.：]\s{0,3}([^\n]{6,80})/gim;

/** Phones line by line: the pattern allows spaces, so a number must not run on into the next line's. */
function phonesIn(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    if (/\d/.test(line)) found.push(...extractPhones(line));
    if (found.length > 0) break;
  }
  return found;
}

const LINKEDIN_PROFILE = /linkedin\.com\/(?:in|pub)\//i;

/**
 * The first LinkedIn profile (not a job post or a tracking link), line by line: extractLinks keeps
 * one LinkedIn link per text. Brackets apart: mailparser writes an HTML link "LinkedIn [https://…]".
 */
function linkedinIn(text: string): string | null {
  for (const line of text.split('\n')) {
    if (!LINKEDIN_PROFILE.test(line)) continue;
    const link = extractLinks(line.replace(/[[\]<>"]/g, ' ')).linkedin;
    if (link && LINKEDIN_PROFILE.test(link)) return link;
  }
  return null;
}

// ── role ─────────────────────────────────────────────────────────────────────

const REPLY_PREFIX = /^(?:re|fwd?|aw|wg|tr|sv|vs)\s{0,2}(?:\[\d{1,3}\])?\s{0,2}:\s{0,3}/i;
/** How subjects open before the role, in English and the languages applicants write most in. */
const SUBJECT_LEAD =
  /^(?:job\s{1,3})?(?:application|applying|apply|candidate\s{1,3}submission|submission|candidate|referral|introduction|cv|resume|résumé|candidacy|bewerbung(?:\s{1,3}als)?|candidature(?:\s{1,3}(?:pour|au\s{1,3}poste\s{1,3}de))?|candidatura(?:\s{1,3}(?:para|a))?|postulaci[oó]n|solicitud|sollicitatie)(?![\p{L}])\s{0,3}(?:for|to|[:\-–—|])?\s{0,3}(?:the\s{1,3})?(?:(?:position|role|post)\s{1,3}of\s{1,3})?/iu;
/** A subject ending in one of these names a role before it ("Backend Engineer role"). */
const ROLE_TAIL = /\s{0,3}[-–—:|]?\s{0,3}\b(?:application|role|position|vacancy|opening|job|post)$/i;
/** Words after a role that are not part of it ("Senior iOS Engineer profile"). */
const ROLE_SUFFIX =
  /\s{0,3}[-–—:|]?\s{0,3}\b(?:application|role|position|vacancy|opening|job|post|profile|candidate|candidacy|cv|resume|opportunity)$/i;
/** How the job is held, which employment_type reads; the title is what remains. */
const HOW_HELD =
  /^(?:(?:full|part)[\s-]?time|freelance|permanent|remote|hybrid|temporary)\s|\s(?:(?:full|part)[\s-]?time|freelance|permanent|remote|hybrid|temporary)$/gi;
const ROLE_CUT = /\s(?:at|with|in|here|which|that|and|you|advertised|posted|on|listed|from|for)\s/i;
const BODY_ROLE = [
  /\b(?:position|role|post|job|vacancy)\s{1,3}(?:of|as)\s{1,3}(?:an?\s{1,3})?([^\n.,;:!?()]{2,80})/gi,
  /\b(?:apply(?:ing)?|application|applied)\s{1,3}(?:for|to)\s{1,3}(?:the\s{1,3}|your\s{1,3}|a\s{1,3}|an\s{1,3})?(?:open\s{1,3}|advertised\s{1,3}|vacant\s{1,3})?([^\n.,;:!?()]{2,80}?)\s{1,3}(?:position|role|vacancy|opening|job|post)\b/gi,
  /\b(?:interest(?:ed)?\s{1,3}in|for\s{1,3}your|consider(?:ation)?\s{1,3}for)\s{1,3}(?:the\s{1,3}|your\s{1,3}|a\s{1,3}|an\s{1,3})?([^\n.,;:!?()]{2,80}?)\s{1,3}(?:position|role|vacancy|opening|job|post)\b/gi,
  /^[ \t*•-]{0,6}(?:position|role|applying\s{1,3}for|job\s{1,3}title|vacancy)\s{0,3}[:：]\s{0,3}([^\n]{2,80})/gim,
  // "al puesto de Diseñadora UX/UI", "au poste de", "à vaga de", "die Stelle als"
  /\b(?:puesto|poste|vaga|cargo)\s{1,3}(?:de\s{1,3}|d['’]\s{0,3})([^\n.,;:!?()]{2,80})|\bStelle\s{1,3}als\s{1,3}([^\n.,;:!?()]{2,80})/giu,
];

/** A role as people write it: not a determiner, at most eight words, a job word or a capital. */
function cleanRole(value: string): string | null {
  const cut = ROLE_CUT.exec(` ${value} `);
  let role = collapse(cut ? ` ${value} `.slice(0, cut.index) : value)
    .replace(/\([^)]{0,80}\)|\[[^\]]{0,80}\]/g, ' ')
    .replace(ROLE_SUFFIX, '')
    .replace(/^(?:the|a|an)\s/i, '')
    .replace(HOW_HELD, '');
  role = collapse(role).replace(/[\s,.:;–—-]{1,10}$/, '');
  const words = role.split(' ');
  if (role.length < 2 || words.length > 8 || /^(?:this|that|your|our|any|open|same|a|an|the)$/i.test(role))
    return null;
  return ROLE_WORD.test(role) || /^\p{Lu}/u.test(role) ? role : null;
}

function roleFromSubject(subject: string, applicant: string | null): string | null {
  let rest = subject.trim();
  for (let count = 0; count < 5 && REPLY_PREFIX.test(rest); count += 1) rest = rest.replace(REPLY_PREFIX, '');
  // "Interest in the Head of Marketing role": the body's phrasings read a subject too
  const phrased = BODY_ROLE.map((pattern) => fromMatches(rest, pattern, cleanRole)).find(Boolean);
  if (phrased) return phrased;
  const lead = SUBJECT_LEAD.exec(rest);
  const tail = ROLE_TAIL.test(rest);
  if (lead) rest = rest.slice(lead[0].length);
  if (!lead && !tail && !TITLE_WORD.test(rest)) return null;
  const segments = rest
    .replace(/\([^)]{0,80}\)|\[[^\]]{0,80}\]/g, ' ')
    .split(/\s[-–—|/:]\s|:\s|\sfor\s/i)
    .map(collapse)
    .filter((segment) => segment && !/^(?:ref|job\s?id|#)/i.test(segment));
  const notApplicant = (segment: string) =>
    !isPersonName(segment) && !(applicant && sameName(segment, applicant) && !ROLE_WORD.test(segment));
  const chosen =
    segments.find((segment) => TITLE_WORD.test(segment)) ??
    segments.find((segment) => ROLE_WORD.test(segment)) ??
    segments.find(notApplicant);
  return chosen ? cleanRole(chosen) : null;
}

// ── places ───────────────────────────────────────────────────────────────────

/**
 * A small gazetteer (a country, its other names in brackets, its major cities with aliases after
 * a bar): enough to read "Location: Lyon, France" or a CV's address line, not a geocoder.
 */
const GAZETTEER = `
United Kingdom (UK, U.K., England, Scotland, Wales, Great Britain): London, Manchester, Birmingham, Edinburgh, Glasgow, Bristol, Leeds, Cambridge, Oxford, Belfast
United States (USA, U.S.A., US, U.S., United States of America): New York|NYC, San Francisco, Seattle, Austin, Boston, Chicago, Los Angeles, Denver, Atlanta, Miami, Washington DC
Germany (Deutschland): Berlin, Munich|München, Hamburg, Frankfurt, Cologne|Köln, Stuttgart, Düsseldorf|Dusseldorf, Leipzig
France: Paris, Lyon, Marseille, Toulouse, Bordeaux, Lille, Nantes
Spain (España): Madrid, Barcelona, Valencia, Seville|Sevilla, Málaga|Malaga, Bilbao
Portugal: Lisbon|Lisboa, Porto
Netherlands (The Netherlands, Holland): Amsterdam, Rotterdam, Utrecht, The Hague, Eindhoven
Ireland: Dublin, Cork, Galway
Poland (Polska): Warsaw|Warszawa, Kraków|Krakow|Cracow, Wrocław|Wroclaw, Gdańsk|Gdansk, Poznań|Poznan, Łódź|Lodz
Czechia (Czech Republic): Prague|Praha, Brno
Austria (Österreich): Vienna|Wien, Graz
Switzerland (Schweiz, Suisse): Zurich|Zürich, Geneva|Genève, Basel, Lausanne, Bern
Sweden (Sverige): Stockholm, Gothenburg|Göteborg, Malmö|Malmo
Norway (Norge): Oslo, Bergen
Denmark (Danmark): Copenhagen|København
Finland (Suomi): Helsinki, Espoo, Tampere
Iceland (Ísland): Reykjavík|Reykjavik
Italy (Italia): Rome|Roma, Milan|Milano, Turin|Torino, Bologna, Naples|Napoli
Greece: Athens, Thessaloniki
Belgium: Brussels|Bruxelles, Antwerp, Ghent
Hungary: Budapest
Romania: Bucharest|București, Cluj-Napoca
Ukraine: Kyiv|Kiev, Lviv, Kharkiv
Estonia: Tallinn
Latvia: Riga
Lithuania: Vilnius
Turkey (Türkiye): Istanbul|İstanbul, Ankara
Israel: Tel Aviv, Jerusalem, Haifa
Egypt: Cairo, Alexandria
Nigeria: Lagos, Abuja
Kenya: Nairobi
Ghana: Accra
South Africa: Cape Town, Johannesburg, Durban
Morocco: Casablanca, Rabat, Marrakesh
United Arab Emirates (UAE): Dubai, Abu Dhabi
India: Mumbai, Bangalore|Bengaluru, New Delhi|Delhi, Hyderabad, Chennai, Pune, Kolkata
Pakistan: Karachi, Lahore
Singapore: Singapore
Japan (日本): Tokyo|東京, Osaka|大阪
South Korea (Korea): Seoul|서울, Busan
China (中国): Beijing|北京, Shanghai|上海, Shenzhen|深圳, Hangzhou|杭州, Guangzhou
Hong Kong: Hong Kong
Taiwan: Taipei
Vietnam (Viet Nam): Ho Chi Minh City|Saigon, Hanoi
Philippines: Manila
Indonesia: Jakarta
Malaysia: Kuala Lumpur
Thailand: Bangkok
Australia: Sydney, Melbourne, Brisbane, Perth
New Zealand: Auckland, Wellington
Canada: Toronto, Vancouver, Montreal|Montréal, Ottawa, Calgary
Mexico (México): Mexico City|Ciudad de México, Guadalajara
Brazil (Brasil): São Paulo|Sao Paulo, Rio de Janeiro
Argentina: Buenos Aires
Chile: Santiago
Colombia: Bogotá|Bogota, Medellín|Medellin
Peru (Perú): Lima
`;

const COUNTRY_OF_CITY = new Map<string, { city: string; country: string }>();
const COUNTRY_BY_NAME = new Map<string, string>();
/** Upper-case abbreviations (US, UK, UAE) count only as written: "contact us" is not a country. */
const ABBREVIATIONS: string[] = [];
for (const line of GAZETTEER.trim().split('\n')) {
  const [head = '', cities = ''] = line.split(': ');
  const [country = '', aliases = ''] = head.split(/ \(|\)/);
  for (const alias of [country, ...aliases.split(', ').filter(Boolean)]) {
    if (/^[A-Z.]{2,6}$/.test(alias)) ABBREVIATIONS.push(alias);
    COUNTRY_BY_NAME.set(alias.toLowerCase(), country);
  }
  for (const names of cities.split(', ')) {
    const [city = ''] = names.split('|');
    for (const name of names.split('|')) COUNTRY_OF_CITY.set(name.toLowerCase(), { city, country });
  }
}
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const alternation = (names: string[]) =>
  [...names]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
const fullNames = [...COUNTRY_BY_NAME.keys(), ...COUNTRY_OF_CITY.keys()].filter(
  (name) => !ABBREVIATIONS.some((abbreviation) => abbreviation.toLowerCase() === name),
);
const PLACE_NAME = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(fullNames)})(?![\\p{L}\\p{N}])`, 'giu');
const PLACE_ABBREVIATION = new RegExp(
  `(?<![\\p{L}\\p{N}.])(?:${alternation(ABBREVIATIONS)})(?![\\p{L}\\p{N}])`,
  'gu',
);

/** The first known city and country a short fragment names; the city's country when none is named. */
function placeIn(fragment: string): { city: string | null; country: string | null } | null {
  const short = fragment.slice(0, SHORT_LINE_CHARS);
  const names = [...firstMatches(short, PLACE_NAME), ...firstMatches(short, PLACE_ABBREVIATION)]
    .sort((a, b) => a.index - b.index)
    .map((match) => match[0].toLowerCase());
  const city = names.map((name) => COUNTRY_OF_CITY.get(name)).find(Boolean) ?? null;
  const country = names.map((name) => COUNTRY_BY_NAME.get(name)).find(Boolean) ?? city?.country ?? null;
  return city || country ? { city: city?.city ?? null, country } : null;
}

// ── place, employment type, education ────────────────────────────────────────

const LABELLED_PLACE =
  /^[ \t*•-]{0,6}(?:location|based\s{1,3}in|address|current\s{1,3}location|city|residence|lives\s{1,3}in)\s{0,3}[:：]\s{0,3}([^\n]{2,120})/gim;
const LIVES_IN = /\b(?:based|living|located|residing|lives?|resides?)\s{1,3}in\s{1,3}([^\n.;!?()]{2,60})/gi;

/** A form's "Years of experience: 3", and "N years" in Spanish, Portuguese, French and German. */
const MORE_YEARS = [
  /^[ \t*•-]{0,6}(?:years\s{1,3}of\s{1,3}(?:professional\s{1,3}|work\s{1,3}|relevant\s{1,3})?experience|experience\s{0,3}\(years\)|total\s{1,3}experience)\s{0,3}[:：]\s{0,3}(\d{1,2})\b/gim,
  /\b(\d{1,2})\s{0,3}\+?\s{1,3}(?:años|anos|ans|Jahre)\s{1,3}(?:de\s{1,3}|d['’]\s{0,3})?(?:experiencia|experiência|expérience|Berufserfahrung|Erfahrung)/giu,
];

/** "N years of experience" (extractYearsOfExperience and MORE_YEARS): the largest figure wins. */
function experienceFrom(text: string): number | null {
  const figures = [
    extractYearsOfExperience(text),
    ...MORE_YEARS.map((pattern) => fromMatches(text, pattern, Number)),
  ];
  const found = figures.filter((years): years is number => years !== null && years <= 60);
  return found.length > 0 ? Math.max(...found) : null;
}

function placeFrom(
  texts: string[],
  headerLines: string[],
): { city: string | null; country: string | null } | null {
  for (const pattern of [LABELLED_PLACE, LIVES_IN]) {
    for (const text of texts) {
      const place = fromMatches(text, pattern, (fragment) => (placeIn(fragment) ? fragment : null));
      if (place) return placeIn(place);
    }
  }
  for (const line of headerLines) {
    const place = placeIn(line.slice(0, SHORT_LINE_CHARS));
    if (place) return place;
  }
  return null;
}

const EMPLOYMENT_IN_PROSE: [EmploymentType, RegExp][] = [
  [
    'full-time',
    /\bfull[\s-]?time\b|\bpermanent\s{1,3}(?:role|position|job|employment|contract)\b|\b(?:tiempo\s{1,3}completo|jornada\s{1,3}completa|temps\s{1,3}plein|Vollzeit|tempo\s{1,3}integral)\b/iu,
  ],
  [
    'part-time',
    /\bpart[\s-]?time\b|\b(?:tiempo\s{1,3}parcial|media\s{1,3}jornada|temps\s{1,3}partiel|Teilzeit|meio\s{1,3}período)\b/iu,
  ],
  [
    'contract',
    /\bcontractor\b|\bcontract\s{1,3}(?:role|position|basis|work|engagement|assignment|opportunit)|\bon\s{1,3}(?:a\s{1,3})?(?:B2B\s{1,3})?contract\b|\bfixed[\s-]term\b/i,
  ],
  ['freelance', /\bfreelanc(?:e|er|ing)\b/i],
];
const EMPLOYMENT_LABELLED: [EmploymentType, RegExp][] = [
  ['full-time', /\bfull[\s-]?time\b|\bpermanent\b/i],
  ['part-time', /\bpart[\s-]?time\b/i],
  ['contract', /\bcontract(?:or)?\b|\bfixed[\s-]term\b|\bB2B\b/i],
  ['freelance', /\bfreelanc(?:e|er|ing)\b/i],
];
const LABELLED_EMPLOYMENT =
  /^[ \t*•-]{0,6}(?:employment\s{1,3}type|availability|contract\s{1,3}type|job\s{1,3}type|work\s{1,3}type|looking\s{1,3}for)\s{0,3}[:：]\s{0,3}([^\n]{2,80})/gim;

/** The type mentioned first; in a CV only on a labelled line (its past jobs say "Contract" too). */
function employmentFrom(prose: string, cv: string): EmploymentType | null {
  const earliest = (text: string, patterns: [EmploymentType, RegExp][]) => {
    let best: { type: EmploymentType; at: number } | null = null;
    for (const [type, pattern] of patterns) {
      const at = text.search(pattern);
      if (at >= 0 && (!best || at < best.at)) best = { type, at };
    }
    return best?.type ?? null;
  };
  const labelled = (text: string) =>
    fromMatches(text, LABELLED_EMPLOYMENT, (fragment) => earliest(fragment, EMPLOYMENT_LABELLED));
  return labelled(prose) ?? earliest(prose, EMPLOYMENT_IN_PROSE) ?? labelled(cv);
}

/** "Cloud Architect (contract)": a subject's brackets say how the job is held, as a label would. */
const employmentInSubject = (subject: string) =>
  fromMatches(subject, /\(([^()]{1,40})\)/g, (inside) => {
    const type = EMPLOYMENT_LABELLED.find(([, pattern]) => pattern.test(inside));
    return type ? type[0] : null;
  });

/**
 * Degrees as written, case-sensitive ("Ms Stone" and "MS Office" are not degrees; "Master
 * Informatique" is, "Scrum Master" is not).
 */
const DEGREE_ABBREVIATION =
  /(?<![\p{L}])(?:BSc|B\.Sc|MSc|M\.Sc|PhD|Ph\.D|MBA|BBA|BComm|BCom|MCom|BFA|MFA|BArch|MArch|MRes|BEng|B\.Eng|MEng|M\.Eng|BTech|B\.Tech|MTech|M\.Tech|MPhil|DPhil|LLB|LLM|B\.A|M\.A|B\.S|M\.S|BA(?=\s(?:in\s|\(|\p{Lu}))|MA(?=\s(?:in\s|\(|\p{Lu}))|(?<!Scrum\s)Master(?=\s\p{Lu})|Licence(?=\s\p{Lu}|\sprofessionnelle)|Diplom(?=-|\s\p{Lu}))\.?(?![\p{L}])/u;
/** Degree words in English and the languages of the CVs we receive most (FR, ES, PT, IT, DE, PL). */
const DEGREE_WORDS =
  /\b(?:bachelor|master)(?:['’]?s)?\s{1,3}(?:of|in|degree)\b|\b(?:doctorate|doctor\s{1,3}of|diploma\s{1,3}in|grado\s{1,3}en|licenciatura|bacharelado|mestrado|laurea|magister)\b/i;
const degreeAt = (text: string) => {
  const at = [text.search(DEGREE_ABBREVIATION), text.search(DEGREE_WORDS)].filter((index) => index >= 0);
  return at.length > 0 ? Math.min(...at) : -1;
};
const INSTITUTION =
  /universit|college|institute|school|academy|hochschule|polytechnic|\bETH\b|\bEPFL\b|\bMIT\b|大学|háskóli/iu;

const EDUCATION_HEADING =
  /^(?:education|academic\s{1,3}background|qualifications|formation|formação|formación|educación|ausbildung|studies|wykształcenie)\b[^,\d]{0,25}$/i;
const OTHER_HEADING =
  /^(?:work\s{1,3}|professional\s{1,3}|technical\s{1,3})?(?:experience|employment|skills|languages|certifications?|certificates|projects|interests|hobbies|references|publications|awards|recognition|volunteering|tools|profile|summary|talks|open\s{1,3}source|compétences|expérience|langues|berufserfahrung|kenntnisse|sprachen|experiência|competências|idiomas|experiencia|habilidades)\b[^,\d]{0,25}$/i;

/** The CV's education section, when it has a heading; else the whole CV. */
function educationLines(cv: string): string[] {
  const lines = linesOf(cv)
    .filter(Boolean)
    .map((line) => line.replace(/^[•*·▪-]\s{0,3}/, ''));
  const start = lines.findIndex((line) => line.length <= 40 && EDUCATION_HEADING.test(line));
  if (start < 0) return lines;
  const end = lines.findIndex(
    (line, index) => index > start && line.length <= 40 && OTHER_HEADING.test(line),
  );
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** Degree lines with their institution (the next line when it names one), at most three. */
function educationFrom(cv: string, prose: string): string[] {
  const found: string[] = [];
  const lines = educationLines(cv);
  for (let index = 0; index < lines.length && found.length < MAX_EDUCATION; index += 1) {
    const line = lines[index]!;
    if (line.length > SHORT_LINE_CHARS || degreeAt(line) < 0) continue;
    const next = lines[index + 1] ?? '';
    const nextIsPlace = INSTITUTION.test(next) && next.length <= SHORT_LINE_CHARS && degreeAt(next) < 0;
    const withPlace = !INSTITUTION.test(line) && nextIsPlace ? `${line}, ${next}` : line;
    const entry = collapse(withPlace);
    if (!found.includes(entry)) found.push(entry);
  }
  if (found.length > 0) return found;
  for (const sentence of prose.split(/(?<=[.!?])\s|\n/)) {
    if (found.length >= MAX_EDUCATION) break;
    const at = degreeAt(sentence.slice(0, 500));
    if (at < 0) continue;
    // "MSc in Physics from ETH and have 6 years …": the clause ends where the sentence goes on
    // about the writer, not at an "and" inside the degree ("Accounting and Finance").
    const clause =
      sentence
        .slice(at, at + 160)
        .split(
          /\s(?:and|but|where|while)\s(?=(?:I|I'm|I've|have|am|has|he|she|is|was|currently)\b)|[;.]\s|\.$/,
        )[0] ?? '';
    if (clause.length >= 5) found.push(collapse(clause));
  }
  return found;
}

// ── the fields and the confidence ───────────────────────────────────────────

/** Words English prose cannot do without (not "a", which Spanish and Portuguese share). */
const ENGLISH_WORDS = new Set(
  'the and to of in for with my is am have has on at your you this that be as are was would'.split(' '),
);

/** Too short to tell counts as English; the phrasings this module reads are English ones. */
function writtenInEnglish(text: string): boolean {
  const words = text
    .slice(0, 5_000)
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  if (words.length < 20) return true;
  return words.filter((word) => ENGLISH_WORDS.has(word)).length / words.length >= 0.08;
}

/**
 * The spec's fields of an application e-mail and how sure the parse is: the share of five key
 * fields found (name, e-mail, role, phone, and skills or experience), less one for a name and one
 * for an e-mail the CV contradicts, and one for a body not in English (docs/decisions/012).
 */
export function extractApplicationFields(message: ApplicationMessage): {
  fields: ParsedFields;
  confidence: number;
} {
  const subject = message.subject.slice(0, SUBJECT_CHARS);
  const cv = message.cvText.slice(0, CV_PATTERN_TEXT_CHARS);
  const reading = readMessage(message, subject);
  const { text, signature, applicantWrote } = reading;
  /** What the applicant's side says: their own signature counts, a presenter's does not. */
  const about = applicantWrote ? `${text}\n${signature}` : text;

  const fromCv = cvName(cv);
  const name =
    fromMatches(text, LABELLED_NAME, leadingName) ??
    (applicantWrote
      ? fromMatches(text, SELF_INTRODUCTION, leadingName)
      : fromMatches(text, PRESENTS_SOMEONE, firstNameIn)) ??
    (applicantWrote ? (signatureName(signature) ?? displayName(reading.senderName)) : null) ??
    fromCv;

  // A presenter's colleagues share their company's domain (not a free-mail provider's).
  const presenterDomain = applicantWrote ? null : domainOf(reading.presenterAddress);
  const isPresenter = (address: string) =>
    address === reading.presenterAddress ||
    (presenterDomain !== null && !FREEMAIL.test(presenterDomain) && domainOf(address) === presenterDomain);
  const candidateAddress = (address: string) => !isOwnOrMailboxAddress(address) && !isPresenter(address);
  const cvEmails = extractEmails(cv).filter(candidateAddress);
  const labelledEmail = fromMatches(
    about,
    LABELLED_EMAIL,
    (fragment) => extractEmails(fragment).find(candidateAddress) ?? null,
  );
  const sender =
    reading.senderAddress && candidateAddress(reading.senderAddress) ? reading.senderAddress : null;
  const email = sender ?? labelledEmail ?? cvEmails[0] ?? extractEmails(about).find(candidateAddress) ?? null;

  const labelledPhone = fromMatches(about, LABELLED_PHONE, (fragment) => phonesIn(fragment)[0] ?? null);
  const phone = applicantWrote
    ? (phonesIn(about)[0] ?? phonesIn(cv)[0] ?? null)
    : (labelledPhone ?? phonesIn(cv)[0] ?? phonesIn(about)[0] ?? null);

  const role =
    reading.subjects.map((line) => roleFromSubject(line, name)).find(Boolean) ??
    [about, reading.note]
      .map((part) => BODY_ROLE.map((pattern) => fromMatches(part, pattern, cleanRole)).find(Boolean))
      .find(Boolean) ??
    null;

  const cvHeader = linesOf(cv.slice(0, 2_000))
    .filter((line) => line && line !== fromCv)
    .slice(0, 8);
  const signatureLines = applicantWrote ? linesOf(signature).filter(Boolean).slice(0, 6) : [];
  const place = placeFrom([about, cv], [...signatureLines, ...cvHeader]);
  const skills = extractSkills(`${about}\n${cv}`);
  const experience = experienceFrom(`${about}\n${cv}`);

  const fields: ParsedFields = {
    ...EMPTY_PARSED_FIELDS,
    name,
    email,
    phone,
    country: place?.country ?? null,
    city: place?.city ?? null,
    employment_type:
      employmentInSubject(subject) ?? employmentFrom(`${subject}\n${about}\n${reading.note}`, cv),
    role,
    linkedin: linkedinIn(about) ?? linkedinIn(cv),
    source_type: reading.source,
    recruiter_name:
      reading.source === 'Recruiter'
        ? (displayName(reading.presenterName) ?? signatureName(reading.presenterSignature))
        : null,
    skills,
    education: educationFrom(cv, about),
    experience,
  };

  const nameConflict = name !== null && fromCv !== null && !cvNames(cv, fromCv, name);
  const emailConflict = email !== null && cvEmails.length > 0 && !cvEmails.includes(email);
  const found = [name, email, role, phone, skills.length > 0 || experience !== null ? true : null].filter(
    (value) => value !== null,
  ).length;
  const trusted = found - Number(nameConflict) - Number(emailConflict) - Number(!writtenInEnglish(about));
  return { fields, confidence: Math.round((Math.max(0, trusted) / KEY_FIELD_COUNT) * 100) / 100 };
}
