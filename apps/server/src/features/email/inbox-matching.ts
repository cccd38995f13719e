import {
  type CandidateMatch,
  computeMatchScore,
  type JobSuggestion,
  type ParsedFields,
} from '@shortlist/contracts';
import type { Db } from '../../db/client.ts';
import type { ParsedMailMessage } from '../../platform/file-text/read-mail.ts';
import {
  selectCandidateByAnyEmail,
  selectCandidateByPhoneDigits,
  selectCandidateOfOutgoing,
  selectCandidatesByName,
  selectOpenJobsForMatch,
} from './inbox.read-model.ts';

/** Scores of a match that is not the same address (spec: e-mail = 100). */
const PHONE_MATCH_SCORE = 85;
const NAME_MATCH_SCORE = 60;

/**
 * The candidate a message is from: the same e-mail address (the sender's or the parsed one, or
 * a reply to a message we sent them) scores 100; the same phone 85; the same full name, when
 * only one candidate has it, 60.
 */
export async function matchCandidate(
  db: Db,
  fields: ParsedFields,
  mail: ParsedMailMessage,
): Promise<CandidateMatch | null> {
  const addresses = [
    fields.email,
    fields.source_type === 'Direct Application' ? mail.fromAddress : null,
  ].filter((address): address is string => Boolean(address));
  const byEmail =
    (await selectCandidateByAnyEmail(db, addresses)) ??
    (mail.inReplyTo ? await selectCandidateOfOutgoing(db, mail.inReplyTo) : undefined);
  if (byEmail) return { candidate_id: byEmail.id, name: byEmail.fullName, score: 100, reason: 'email' };
  const digits = fields.phone?.replace(/\D/g, '') ?? '';
  const byPhone = await selectCandidateByPhoneDigits(db, digits);
  if (byPhone)
    return { candidate_id: byPhone.id, name: byPhone.fullName, score: PHONE_MATCH_SCORE, reason: 'phone' };
  if (fields.name) {
    const byName = await selectCandidatesByName(db, fields.name);
    if (byName.length === 1)
      return {
        candidate_id: byName[0]!.id,
        name: byName[0]!.fullName,
        score: NAME_MATCH_SCORE,
        reason: 'name',
      };
  }
  return null;
}

const SUGGESTIONS = 3;
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Jobs for the message: one addressed through its apply e-mail (the job settings' apply_email) or named
 * in the subject first, then open jobs ranked by the match score of the parsed skills,
 * experience and place.
 */
export async function suggestJobs(
  db: Db,
  fields: ParsedFields,
  mail: ParsedMailMessage,
): Promise<JobSuggestion[]> {
  const open = await selectOpenJobsForMatch(db);
  const suggestions: JobSuggestion[] = [];
  const recipients = new Set(
    (mail.to.match(/[^\s<>,;"]{1,64}@[^\s<>,;"]{1,253}/g) ?? []).map((to) => to.toLowerCase()),
  );
  const byAddress = open.find((job) => job.applyEmail && recipients.has(job.applyEmail.toLowerCase()));
  if (byAddress)
    suggestions.push({ job_id: byAddress.id, title: byAddress.title, score: 100, reason: 'apply_address' });
  const subject = ` ${normalise(`${mail.subject} ${fields.role ?? ''}`)} `;
  const named = open
    .filter((job) => normalise(job.title).length > 2 && subject.includes(` ${normalise(job.title)} `))
    .sort((a, b) => b.title.length - a.title.length)[0];
  if (named && named.id !== byAddress?.id)
    suggestions.push({ job_id: named.id, title: named.title, score: 100, reason: 'subject' });
  const candidate = {
    skills: fields.skills,
    years_experience: fields.experience,
    location: [fields.city, fields.country].filter(Boolean).join(', '),
    city: fields.city ?? '',
    country: fields.country ?? '',
  };
  const ranked = open
    .filter((job) => !suggestions.some((suggestion) => suggestion.job_id === job.id))
    .map((job) => ({
      job,
      score: computeMatchScore(
        {
          skills_required: job.skillsRequired,
          skills_nice: job.skillsNice,
          experience_level: job.experienceLevel,
          location: job.location,
          skill_weights: job.skillWeights,
        },
        candidate,
      ).match_score,
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.job.id - a.job.id);
  for (const { job, score } of ranked) {
    if (suggestions.length >= SUGGESTIONS) break;
    suggestions.push({ job_id: job.id, title: job.title, score, reason: 'match_score' });
  }
  return suggestions;
}
