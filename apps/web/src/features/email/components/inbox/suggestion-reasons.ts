import type { CandidateMatch, JobSuggestion } from '@shortlist/contracts';

/** Why the server suggested a job, in a recruiter's words. */
export const SUGGESTION_REASONS: Record<JobSuggestion['reason'], string> = {
  subject: 'Named in the subject',
  apply_address: 'Sent to its apply address',
  match_score: 'Fits the CV',
};

/** Why the server matched a candidate. */
export const MATCH_REASONS: Record<CandidateMatch['reason'], string> = {
  email: 'same e-mail address',
  phone: 'same phone number',
  name: 'same name',
};
