import {
  type ApplyResponse,
  CAREERS_CV_TYPES,
  CAREERS_MESSAGES,
  type CandidateCreate,
  candidateCreateSchema,
  DOCUMENT_MESSAGES,
  fillFromCv,
  HONEYPOT_FIELD,
  PRIVACY_NOTICE,
  type PublicApplication,
  type PublicJobListQuery,
  publicApplicationSchema,
} from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, invalidFields, notFound, ValidationError } from '../../platform/errors.ts';
import type { Actor, DomainEvents } from '../../platform/events.ts';
import type { FileTextPool } from '../../platform/file-text/file-text-pool.ts';
import type { PageRequest } from '../../platform/pagination.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { Clock } from '../../platform/tokens.ts';
import { applyCandidateToJob, findApplicationId } from '../applications/applications.service.ts';
import { addCandidateInTransaction, findCandidateIdByEmail } from '../candidates/candidates.service.ts';
import { extractCvFields } from '../documents/cv-extraction.ts';
import { recordUploads } from '../documents/documents.service.ts';
import type { MultipartForm } from '../documents/multipart-form.ts';
import { discardUploads, type ReceivedUpload, storeTextDocument } from '../documents/upload.service.ts';
import {
  dayOf,
  isTakingApplications,
  presentPublicJob,
  presentPublicJobSummary,
} from './careers.presenter.ts';
import { insertConsent, lockApplicantEmail } from './careers.queries.ts';
import {
  countPublicJobs,
  type PublicJobDetailRow,
  selectPublicJob,
  selectPublicJobs,
} from './careers.read-model.ts';

export type CareersDeps = {
  db: Db;
  clock: Clock;
  events: DomainEvents;
  storage: FileStorage;
  fileText: FileTextPool;
};

/** Who the timeline names for what an applicant does on the careers page. */
export const CAREERS_ACTOR: Actor = { id: null, full_name: 'Careers page' };

export async function listPublicJobs(
  { db, clock }: { db: Db; clock: Clock },
  { query, page }: { query: PublicJobListQuery; page: PageRequest },
) {
  const filters = {
    search: query.search || undefined,
    sector: query.sector || undefined,
    today: dayOf(clock()),
  };
  const [total, rows] = await Promise.all([
    countPublicJobs(db, filters),
    selectPublicJobs(db, filters, { limit: page.pageSize, offset: page.offset }),
  ]);
  return { total, results: rows.map(presentPublicJobSummary) };
}

async function requirePublicJob(db: Db, id: number) {
  const row = await selectPublicJob(db, id);
  if (!row) throw notFound(CAREERS_MESSAGES.jobNotFound);
  return row;
}

/** The share link's page: the job, or undefined for the page to say it is not there. */
export async function findPublicJob({ db, clock }: { db: Db; clock: Clock }, { id }: { id: number }) {
  const row = await selectPublicJob(db, id);
  return row ? presentPublicJob(row, clock()) : undefined;
}

export async function getPublicJob(deps: { db: Db; clock: Clock }, { id }: { id: number }) {
  const job = await findPublicJob(deps, { id });
  if (!job) throw notFound(CAREERS_MESSAGES.jobNotFound);
  return job;
}

/** Checked before a form's files are read: a closed job costs no upload. */
export async function requireJobTakingApplications(
  { db, clock }: { db: Db; clock: Clock },
  { id }: { id: number },
) {
  const job = await requirePublicJob(db, id);
  if (!isTakingApplications(job, clock())) throw conflict(CAREERS_MESSAGES.closed);
  return job;
}

export type ApplyOutcome = { created: boolean; body: ApplyResponse };

/**
 * POST /public/jobs/{id}/apply/ (issue 16): the applicant becomes a candidate — or, when a
 * candidate already has that e-mail, keeps theirs unchanged (an anonymous form may not rewrite a
 * profile) — with an application from the form in the job's first stage, the CV and cover letter
 * as documents, and the consent with the notice's version, in one transaction. The events it
 * records bring the acknowledgement e-mail, notifications, scoring and automation as for any
 * new application. Applying to the same job twice changes nothing and says so kindly.
 */
export async function applyToJob(
  deps: CareersDeps,
  { job, form }: { job: PublicJobDetailRow; form: MultipartForm },
): Promise<ApplyOutcome> {
  const uploads = [...form.uploads];
  try {
    const input = parseApplication(form);
    const received: ApplyOutcome = {
      created: true,
      body: { status: 'received', message: CAREERS_MESSAGES.received(job.title) },
    };
    // A bot filled the field people never see: it is told what a person would be, and nothing is kept.
    if (input[HONEYPOT_FIELD]) {
      await discardUploads(deps.storage, uploads);
      return received;
    }
    if (input.cover_letter)
      uploads.push(await storeTextDocument(deps.storage, 'cover-letter.txt', input.cover_letter));
    const [cv, coverLetter] = uploads as [ReceivedUpload, ReceivedUpload | undefined];
    const applied = await deps.db.transaction((tx) =>
      applyInTransaction(deps, tx, { job, input, cv, coverLetter }),
    );
    if (applied) return received;
    await discardUploads(deps.storage, uploads);
    return {
      created: false,
      body: { status: 'already_applied', message: CAREERS_MESSAGES.alreadyApplied(job.title) },
    };
  } catch (error) {
    await discardUploads(deps.storage, uploads);
    throw error;
  }
}

const CV_TYPES = new Set<string>(Object.keys(CAREERS_CV_TYPES));

/** The form's fields by the contract's rules, then exactly one CV of an accepted type. */
function parseApplication(form: MultipartForm): PublicApplication {
  const parsed = publicApplicationSchema.safeParse(form.fields);
  const issues = parsed.success ? [] : parsed.error.issues.map(({ path, message }) => ({ path, message }));
  const [cv] = form.uploads;
  const cvProblem = !cv
    ? CAREERS_MESSAGES.cvRequired
    : CV_TYPES.has(cv.contentType)
      ? null
      : CAREERS_MESSAGES.cvType;
  if (cvProblem) issues.push({ path: ['cv'], message: cvProblem });
  if (!parsed.success || issues.length > 0) throw invalidFields(issues);
  if (form.uploads.length > 1) throw new ValidationError({ cv: [DOCUMENT_MESSAGES.tooManyFiles] });
  return parsed.data;
}

async function applyInTransaction(
  { events, clock }: CareersDeps,
  tx: Tx,
  application: {
    job: PublicJobDetailRow;
    input: PublicApplication;
    cv: ReceivedUpload;
    coverLetter: ReceivedUpload | undefined;
  },
): Promise<boolean> {
  const { job, input, cv, coverLetter } = application;
  // Two forms with one e-mail at once must not make two candidates.
  await lockApplicantEmail(tx, input.email);
  let candidateId = await findCandidateIdByEmail(tx, input.email);
  if (candidateId && (await findApplicationId(tx, candidateId, job.id))) return false;
  candidateId ??= await addCandidateInTransaction(tx, events, CAREERS_ACTOR, candidateFrom(input, cv), true);
  const applicationId = await applyCandidateToJob(tx, events, {
    candidateId,
    jobId: job.id,
    source: 'form',
    actor: CAREERS_ACTOR,
  });
  await recordUploads(tx, events, [cv], { candidateId, applicationId, type: 'cv', actor: CAREERS_ACTOR });
  if (coverLetter)
    await recordUploads(tx, events, [coverLetter], {
      candidateId,
      applicationId,
      type: 'cover_letter',
      actor: CAREERS_ACTOR,
    });
  await insertConsent(tx, {
    candidateId,
    applicationId,
    noticeVersion: PRIVACY_NOTICE.version,
    consentedAt: clock(),
  });
  return true;
}

/**
 * The new candidate: what the applicant typed, with blanks filled from their CV (issue 4). A
 * CV value the candidate rules refuse (an odd phone number) is left out rather than refusing an
 * applicant who cannot see or change it.
 */
function candidateFrom(input: PublicApplication, cv: ReceivedUpload): CandidateCreate {
  const typed = {
    full_name: input.full_name,
    emails: [input.email],
    phones: input.phone ? [input.phone] : [],
    location: input.location,
    links: input.linkedin_url ? { linkedin: input.linkedin_url } : {},
    source_type: 'Direct Application',
  };
  const filled = candidateCreateSchema.safeParse(fillFromCv(typed, extractCvFields(cv.text)));
  return filled.success ? filled.data : candidateCreateSchema.parse(typed);
}

/** Issue 16 erasure (privacy feature): the candidate's consents go. */
/** Issue 16 merge (duplicates feature). */
export {
  deleteConsentsOfCandidate as eraseConsentsOfCandidate,
  moveConsentsOfCandidate,
} from './careers.queries.ts';
