import type { CANDIDATE_SOURCE_TYPES } from '@shortlist/contracts';
import { extractEmails } from '../../documents/cv-extraction.ts';
import { domainOf, isOwnOrMailboxAddress } from './contacts.ts';
import { collapse } from './pattern-reading.ts';

/**
 * Which part of a message speaks about the applicant (not a quoted reply, a forwarding note or a
 * presenter's signature), and who wrote it: the applicant, or a recruiter, a referrer or one of our
 * own mailboxes presenting them.
 */

/** One received application e-mail, as the parse job hands it over. */
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

/** A long application e-mail is a few thousand characters; a CV pasted into the body still fits. */
const BODY_PATTERN_CHARS = 50_000;

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

export function readMessage(message: ApplicationMessage, subject: string): Reading {
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
