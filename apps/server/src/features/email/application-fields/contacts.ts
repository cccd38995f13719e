import { CAREERS_ADDRESS } from '@shortlist/contracts';
import { extractLinks, extractPhones } from '../../documents/cv-extraction.ts';

/** How to reach the applicant (e-mail, phone, LinkedIn), and the addresses that are never theirs. */

// ── addresses ────────────────────────────────────────────────────────────────

const OWN_DOMAIN = CAREERS_ADDRESS.split('@')[1]!.toLowerCase();
/** Role and robot mailboxes ("careers@", "jobs-noreply@"): never an applicant, whoever sends from them. */
const MAILBOX_LOCAL_PART =
  /^(?:careers?|jobs?|recruit(?:ing|ment)|hiring|hr|apply|applications?|talent|postmaster|mailer-daemon|notifications?|alerts?)$|no-?reply|do-?not-?reply/;

/** Our own mailboxes and colleagues (the careers address's domain), and role mailboxes anywhere. */
export function isOwnOrMailboxAddress(address: string): boolean {
  const [local = '', domain = ''] = address.toLowerCase().slice(0, 320).split('@');
  return domain === OWN_DOMAIN || MAILBOX_LOCAL_PART.test(local.split('+')[0]!);
}

export const domainOf = (address: string | null) => address?.split('@')[1]?.toLowerCase() ?? null;

/** Mail providers anyone may use: sharing one with a recruiter says nothing about who you are. */
export const FREEMAIL =
  /^(?:g(?:oogle)?mail|outlook|hotmail|live|msn|yahoo|ymail|icloud|me|proton(?:mail)?|pm|gmx|web|mail|yandex|qq|163|126|aol|zoho)\./;

// ── contacts ─────────────────────────────────────────────────────────────────

export const LABELLED_EMAIL = /^[ \t*•-]{0,6}e-?mail(?:\s{1,3}address)?\s{0,3}[:：]\s{0,3}([^\n]{3,330})/gim;
export const LABELLED_PHONE =
  /^[ \t*•-]{0,6}(?:phone|mobile|tel|telephone|cell)(?:\s{1,3}(?:number|no\.?))?\s{0,3}[:.：]\s{0,3}([^\n]{6,80})/gim;

/** Phones line by line: the pattern allows spaces, so a number must not run on into the next line's. */
export function phonesIn(text: string): string[] {
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
export function linkedinIn(text: string): string | null {
  for (const line of text.split('\n')) {
    if (!LINKEDIN_PROFILE.test(line)) continue;
    const link = extractLinks(line.replace(/[[\]<>"]/g, ' ')).linkedin;
    if (link && LINKEDIN_PROFILE.test(link)) return link;
  }
  return null;
}
