import { isPersonName, ROLE_WORD, sameName, TITLE_WORD } from './names.ts';
import { collapse, fromMatches } from './pattern-reading.ts';

/** The role applied for, from a subject line or the body's phrasings. */

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
export const BODY_ROLE = [
  /\b(?:position|role|post|job|vacancy)\s{1,3}(?:of|as)\s{1,3}(?:an?\s{1,3})?([^\n.,;:!?()]{2,80})/gi,
  /\b(?:apply(?:ing)?|application|applied)\s{1,3}(?:for|to)\s{1,3}(?:the\s{1,3}|your\s{1,3}|a\s{1,3}|an\s{1,3})?(?:open\s{1,3}|advertised\s{1,3}|vacant\s{1,3})?([^\n.,;:!?()]{2,80}?)\s{1,3}(?:position|role|vacancy|opening|job|post)\b/gi,
  /\b(?:interest(?:ed)?\s{1,3}in|for\s{1,3}your|consider(?:ation)?\s{1,3}for)\s{1,3}(?:the\s{1,3}|your\s{1,3}|a\s{1,3}|an\s{1,3})?([^\n.,;:!?()]{2,80}?)\s{1,3}(?:position|role|vacancy|opening|job|post)\b/gi,
  /^[ \t*•-]{0,6}(?:position|role|applying\s{1,3}for|job\s{1,3}title|vacancy)\s{0,3}[:：]\s{0,3}([^\n]{2,80})/gim,
  // "al puesto de Diseñadora UX/UI", "au poste de", "à vaga de", "die Stelle als"
  /\b(?:puesto|poste|vaga|cargo)\s{1,3}(?:de\s{1,3}|d['’]\s{0,3})([^\n.,;:!?()]{2,80})|\bStelle\s{1,3}als\s{1,3}([^\n.,;:!?()]{2,80})/giu,
];

/** A role as people write it: not a determiner, at most eight words, a job word or a capital. */
export function cleanRole(value: string): string | null {
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

export function roleFromSubject(subject: string, applicant: string | null): string | null {
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
