import { EMPTY_PARSED_FIELDS, type ParsedFields } from '@shortlist/contracts';
import { CV_PATTERN_TEXT_CHARS, extractEmails, extractSkills } from '../../documents/cv-extraction.ts';
import {
  domainOf,
  FREEMAIL,
  isOwnOrMailboxAddress,
  LABELLED_EMAIL,
  LABELLED_PHONE,
  linkedinIn,
  phonesIn,
} from './contacts.ts';
import { educationFrom } from './education.ts';
import { employmentFrom, employmentInSubject, experienceFrom } from './employment.ts';
import { type ApplicationMessage, readMessage } from './message-parts.ts';
import {
  cvName,
  cvNames,
  displayName,
  firstNameIn,
  LABELLED_NAME,
  leadingName,
  PRESENTS_SOMEONE,
  SELF_INTRODUCTION,
  signatureName,
} from './names.ts';
import { fromMatches, linesOf } from './pattern-reading.ts';
import { placeFrom } from './places.ts';
import { BODY_ROLE, cleanRole, roleFromSubject } from './role.ts';

/**
 * Reads spec 02's inbox fields out of one application e-mail and its CV, and says how sure it is
 * (docs/decisions/012). Pure: no I/O, so the parse job and the test set run the same code.
 *
 * Issue 10 holds here too: every pattern is linear (bounded quantifiers, none nested), sees
 * capped text, and patterns that capture a fragment are read for their first few matches only.
 */

export type { ApplicationMessage };

const SUBJECT_CHARS = 300;

/** The key fields behind processing_confidence (docs/decisions/012). */
const KEY_FIELD_COUNT = 5;

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
