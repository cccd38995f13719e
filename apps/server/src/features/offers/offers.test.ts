import { DEFAULT_BENEFITS, OFFER_MESSAGES, type Offer, type Role, type Session } from '@shortlist/contracts';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, offers, timelineEvents } from '../../db/schema/index.ts';
import { testApp } from '../../test/app.ts';
import { mailEnv, type SmtpPeer, startSmtpPeer } from '../../test/mail/smtp-peer.ts';
import { createApplication, createJobWithWorkflow } from '../../test/pipeline-factories.ts';
import { expireOffers } from './offers.service.ts';

/**
 * Issue 13 "Offer letters": drafting with the spec's defaults, the salary only for those who may
 * see it, every approval band and the bar raiser's review enforced before a send, the PDF read
 * back with unpdf (downloaded and as the SMTP server received it), the audit and timeline record
 * of the send, the candidate's answer, and expiry.
 */
let peer: SmtpPeer;
let lena: Session;

beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(async () => peer?.close());
const t = testApp({ env: () => mailEnv(peer) });

beforeAll(async () => {
  // a recruiter who is the job's bar raiser
  lena = await t.login('recruiter', { email: 'lena.fischer@meridian.example', full_name: 'Lena Fischer' });
});

const { as, call } = t;

const SIGNOFF_COLUMNS = [
  'signoffPeopleOps',
  'signoffStrategy',
  'signoffOpsDelivery',
  'signoffSectorLead',
  'signoffResponsiblePerson',
  'signoffExecutiveSponsor',
] as const;

/** An application on a job with `signoffs` of its six sign-offs, Lena as bar raiser and a salary floor. */
async function anApplication(
  options: { signoffs?: number; salaryMin?: number | null; barRaiser?: boolean } = {},
) {
  const job = await createJobWithWorkflow(t.database.db, {
    title: 'Staff Data Engineer',
    department: 'Data',
    location: 'Berlin',
    salaryMin: options.salaryMin === undefined ? 95_000 : options.salaryMin,
    hiringTeam: options.barRaiser === false ? [] : [{ email: lena.user.email, role: 'bar_raiser' }],
    ...Object.fromEntries(SIGNOFF_COLUMNS.map((column, index) => [column, index < (options.signoffs ?? 2)])),
  });
  const { application } = await createApplication(t.database.db, job.id, {
    name: 'Ana Novak',
    stageKey: 'decision',
  });
  return { job, application };
}

async function draft(role: Role, applicationId: number, body: object = {}) {
  const response = await call(role, 'POST', '/offers/', { application_id: applicationId, ...body });
  return { response, offer: response.json<Offer>() };
}

async function pdfText(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

describe('drafting an offer', () => {
  it('fills the spec’s defaults and the application’s facts, and hides the salary from a recruiter', async () => {
    const { application } = await anApplication();
    const { response, offer } = await draft('recruiter', application.id);
    expect(response.statusCode).toBe(201);
    expect(offer).toMatchObject({
      status: 'draft',
      version: 1,
      template: 'full_time_standard',
      salary_visible: false,
    });
    expect(offer.fields).toMatchObject({
      candidate_name: 'Ana Novak',
      job_title: 'Staff Data Engineer',
      department: 'Data',
      location: 'Berlin',
      currency: '$',
      employment_type: 'Full-time',
      signer_title: 'Head of People',
      benefits: [...DEFAULT_BENEFITS],
      contract_duration_months: 6,
      salary: null,
    });
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(offer.fields.response_deadline).toBe(inAWeek);
    expect(offer.hourly_rate).toBeNull();
    // nor the band, which would tell its range
    expect(offer.band).toBeNull();
    expect(response.body).not.toContain('95000');

    // finance reads the job's salary floor it defaulted to, and the hourly rate of spec 02 §9
    const seen = (await call('finance', 'GET', `/offers/${offer.id}/`)).json<Offer>();
    expect(seen.fields.salary).toBe(95_000);
    expect(seen.hourly_rate).toBe(Math.round(95_000 / 2080));
  });

  it('refuses a salary from someone who may not see salaries, and a draft from someone who does not manage the job', async () => {
    const { application } = await anApplication();
    const { response } = await draft('recruiter', application.id, { salary: 120_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().salary).toHaveLength(1);
    expect((await draft('finance', application.id)).response.statusCode).toBe(403);
    expect((await draft('hiring_manager', application.id)).response.statusCode).toBe(403);
    expect((await draft('admin', application.id, { salary: 99_000 })).offer.fields.salary).toBe(99_000);
    await call('admin', 'POST', `/applications/${application.id}/status/`, {
      status: 'rejected',
      reason: 'Position filled',
    });
    const closed = await draft('admin', application.id);
    expect(closed.response.json().application_id).toEqual([OFFER_MESSAGES.applicationNotActive]);
  });

  it('versions every change to a draft, and needs a salary before it goes for approval', async () => {
    const { application } = await anApplication({ salaryMin: null });
    const { offer } = await draft('recruiter', application.id);
    const submit = await call('recruiter', 'POST', `/offers/${offer.id}/submit/`);
    expect(submit.statusCode).toBe(400);
    expect(submit.json().salary).toEqual([OFFER_MESSAGES.salaryRequired]);
    // finance sets the figure on a draft it does not otherwise manage, and only the figure
    const notTheirs = await call('finance', 'PATCH', `/offers/${offer.id}/`, { start_date: '2027-01-04' });
    expect(notTheirs.statusCode).toBe(403);
    const priced = await call('finance', 'PATCH', `/offers/${offer.id}/`, { salary: 88_000 });
    expect(priced.json<Offer>()).toMatchObject({ version: 2, fields: { salary: 88_000 } });
    const edited = await call('admin', 'PATCH', `/offers/${offer.id}/`, {
      salary: 90_000,
      start_date: '2027-01-04',
    });
    expect(edited.json<Offer>()).toMatchObject({
      version: 3,
      fields: { salary: 90_000, start_date: '2027-01-04' },
    });
    expect((await call('recruiter', 'POST', `/offers/${offer.id}/submit/`)).json<Offer>().status).toBe(
      'pending_approval',
    );
    // a submitted offer is not edited in place
    const late = await call('admin', 'PATCH', `/offers/${offer.id}/`, { salary: 91_000 });
    expect(late.statusCode).toBe(409);
  });
});

describe('approvals by salary band', () => {
  it('under 100k: the hiring manager, 2 sign-offs and the bar raiser — and no send before', async () => {
    const { application } = await anApplication({ signoffs: 2 });
    const { offer } = await draft('recruiter', application.id);
    await call('recruiter', 'POST', `/offers/${offer.id}/submit/`);

    const early = await call('recruiter', 'POST', `/offers/${offer.id}/send/`);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toContain('Hiring manager approval');

    expect((await call('recruiter', 'POST', `/offers/${offer.id}/approve/`, {})).statusCode).toBe(403);
    const manager = await call('hiring_manager', 'POST', `/offers/${offer.id}/approve/`, {
      comment: 'Fair offer',
    });
    expect(manager.statusCode).toBe(200);
    expect(manager.json<Offer>().requirements.map((row) => [row.key, row.met])).toEqual([
      ['lead', true],
      ['signoffs', true],
      ['bar_raiser', false],
    ]);
    expect((await call('hiring_manager', 'POST', `/offers/${offer.id}/approve/`, {})).statusCode).toBe(409);
    const stillWaiting = await call('recruiter', 'POST', `/offers/${offer.id}/send/`);
    expect(stillWaiting.statusCode).toBe(409);
    expect(stillWaiting.json().detail).toBe(OFFER_MESSAGES.notApproved(['Bar raiser review']));

    // the bar raiser is a recruiter here: as an approver they read the salary
    const review = await as(lena, 'POST', `/offers/${offer.id}/approve/`, {});
    expect(review.json<Offer>()).toMatchObject({ status: 'approved', salary_visible: true });
    expect(review.json<Offer>().fields.salary).toBe(95_000);
  });

  it('100k to 150k: a budget approver (not the hiring manager) and 4 sign-offs', async () => {
    const { application } = await anApplication({ signoffs: 2 });
    const { offer } = await draft('admin', application.id, { salary: 120_000 });
    await call('recruiter', 'POST', `/offers/${offer.id}/submit/`);
    // the hiring manager's approval counts, but not as the band's lead
    const manager = (await call('hiring_manager', 'POST', `/offers/${offer.id}/approve/`, {})).json<Offer>();
    expect(manager.requirements.find((row) => row.key === 'lead')).toMatchObject({
      label: 'Budget approver approval',
      met: false,
    });
    await call('finance', 'POST', `/offers/${offer.id}/approve/`, {});
    const reviewed = (await as(lena, 'POST', `/offers/${offer.id}/approve/`, {})).json<Offer>();
    expect(reviewed.status).toBe('pending_approval');
    const send = await call('recruiter', 'POST', `/offers/${offer.id}/send/`);
    expect(send.statusCode).toBe(409);
    expect(send.json().detail).toBe(OFFER_MESSAGES.notApproved(['4 of the job’s 6 sign-offs']));
  });

  it('above 150k: an executive and all 6 sign-offs; an administrator gives the review when the job has no bar raiser', async () => {
    const { application } = await anApplication({ signoffs: 6, barRaiser: false });
    const { offer } = await draft('admin', application.id, { salary: 180_000 });
    await call('admin', 'POST', `/offers/${offer.id}/submit/`);
    // finance may not give an executive approval
    const finance = (await call('finance', 'POST', `/offers/${offer.id}/approve/`, {})).json<Offer>();
    expect(finance.requirements.find((row) => row.key === 'lead')!.met).toBe(false);
    // an administrator's approval gives the review first: the lead has other people who may give it
    const admin = (await call('admin', 'POST', `/offers/${offer.id}/approve/`, {})).json<Offer>();
    expect(admin.requirements.find((row) => row.key === 'bar_raiser')!.met).toBe(true);
    expect(admin.requirements.find((row) => row.key === 'lead')!.met).toBe(false);
    const second = await t.login('admin', {
      email: 'morgan.exec@meridian.example',
      full_name: 'Morgan Exec',
    });
    const done = (await as(second, 'POST', `/offers/${offer.id}/approve/`, {})).json<Offer>();
    expect(done.status).toBe('approved');
    expect(done.approvals.map((row) => row.as)).toEqual(['approver', 'bar_raiser', 'lead']);
  });

  it('under 100k on a job without a bar raiser: the administrator may answer before the hiring manager', async () => {
    const { application } = await anApplication({ signoffs: 2, barRaiser: false });
    const { offer } = await draft('recruiter', application.id);
    await call('recruiter', 'POST', `/offers/${offer.id}/submit/`);
    // the only administrator answers first: the review, not the hiring manager's approval
    const review = (await call('admin', 'POST', `/offers/${offer.id}/approve/`, {})).json<Offer>();
    expect(review.requirements.map((row) => [row.key, row.met])).toEqual([
      ['lead', false],
      ['signoffs', true],
      ['bar_raiser', true],
    ]);
    const done = (await call('hiring_manager', 'POST', `/offers/${offer.id}/approve/`, {})).json<Offer>();
    expect(done.status).toBe('approved');
    expect(done.approvals.map((row) => row.as)).toEqual(['bar_raiser', 'lead']);
  });

  it('sends a rejected offer back to draft with the comment; approvals of the old version no longer count', async () => {
    const { application } = await anApplication();
    const { offer } = await draft('recruiter', application.id);
    await call('recruiter', 'POST', `/offers/${offer.id}/submit/`);
    await call('hiring_manager', 'POST', `/offers/${offer.id}/approve/`, {});
    const noComment = await as(lena, 'POST', `/offers/${offer.id}/reject/`, {});
    expect(noComment.statusCode).toBe(400);
    const rejected = (
      await as(lena, 'POST', `/offers/${offer.id}/reject/`, { comment: 'Start date too soon' })
    ).json<Offer>();
    expect(rejected).toMatchObject({ status: 'draft', rejection_comment: 'Start date too soon' });
    await call('recruiter', 'PATCH', `/offers/${offer.id}/`, { start_date: '2027-02-01' });
    const resubmitted = (await call('recruiter', 'POST', `/offers/${offer.id}/submit/`)).json<Offer>();
    expect(resubmitted.version).toBe(2);
    expect(resubmitted.requirements.find((row) => row.key === 'lead')!.met).toBe(false);
  });
});

describe('sending and answering', () => {
  async function approvedOffer() {
    const { application } = await anApplication();
    const { offer } = await draft('recruiter', application.id, {
      start_date: '2027-01-04',
      additional_terms: 'Relocation support up to $5,000.',
    });
    await call('recruiter', 'POST', `/offers/${offer.id}/submit/`);
    await call('hiring_manager', 'POST', `/offers/${offer.id}/approve/`, {});
    await as(lena, 'POST', `/offers/${offer.id}/approve/`, {});
    return { application, offer };
  }

  it('e-mails the PDF, writes the audit record and the offer timeline event', async () => {
    const { application, offer } = await approvedOffer();
    const before = peer.received.length;
    const sent = await call('recruiter', 'POST', `/offers/${offer.id}/send/`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json<Offer>()).toMatchObject({ status: 'sent' });
    expect(sent.json<Offer>().expires_at).toBe(`${offer.fields.response_deadline}T23:59:59.999Z`);

    // the message that carries this offer, whatever else is arriving
    let mail: (typeof peer.received)[number] | undefined;
    for (let count = before + 1; !mail; count += 1) {
      const arrived = (await peer.waitFor(count)).slice(before);
      mail = arrived.find(
        (message) =>
          message.to.includes(offer.fields.candidate_email) && message.raw.includes('offer_letter_'),
      );
    }
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.subject).toBe('Your offer for Staff Data Engineer at Meridian');
    const pdf = parsed.attachments.find((attachment) => attachment.contentType === 'application/pdf')!;
    expect(pdf.filename).toBe('offer_letter_Ana_Novak.pdf');
    const text = await pdfText(new Uint8Array(pdf.content));
    expect(text).toContain('Dear Ana Novak');
    expect(text).toContain('$95,000');
    expect(text).toContain('January 4, 2027');
    expect(text).toContain('Relocation support up to $5,000.');

    const audit = (await call('finance', 'GET', `/offers/${offer.id}/`)).json<Offer>().audit;
    expect(audit.at(-1)).toMatchObject({ action: 'Sent', user_name: 'Riley Morgan' });
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row!.emailId).not.toBeNull();

    const [entry] = await t.database.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.applicationId, application.id), eq(timelineEvents.title, 'Offer sent')));
    expect(entry!.metadata).toMatchObject({
      recipientEmail: offer.fields.candidate_email,
      salary: 95_000,
      currency: '$',
      status: 'sent',
    });
    // the recruiter's timeline shows the send without the figure
    const forRecruiter = (
      await call('recruiter', 'GET', `/candidates/${application.candidateId}/timeline/`)
    ).json();
    const seen = forRecruiter.results.find((event: { title: string }) => event.title === 'Offer sent');
    expect(seen.metadata.salary).toBeUndefined();
    expect(seen.metadata.recipientEmail).toBe(offer.fields.candidate_email);
  });

  it('downloads the same letter, with the salary only for those who may see it', async () => {
    const { offer } = await approvedOffer();
    // a name a header cannot carry raw goes with an ASCII fallback and its UTF-8 form
    const unicode = await draft('admin', offer.application_id, { candidate_name: '李雷' });
    const named = await call('admin', 'GET', `/offers/${unicode.offer.id}/pdf/`);
    expect(named.statusCode).toBe(200);
    expect(named.headers['content-disposition']).toContain(
      "filename*=UTF-8''offer_letter_%E6%9D%8E%E9%9B%B7.pdf",
    );
    const finance = await call('finance', 'GET', `/offers/${offer.id}/pdf/`);
    expect(finance.headers['content-type']).toBe('application/pdf');
    expect(finance.headers['content-disposition']).toContain('offer_letter_Ana_Novak.pdf');
    expect(await pdfText(new Uint8Array(finance.rawPayload))).toContain('$95,000');
    const recruiter = await call('recruiter', 'GET', `/offers/${offer.id}/pdf/`);
    const text = await pdfText(new Uint8Array(recruiter.rawPayload));
    expect(text).not.toContain('95,000');
    expect(text).toContain('visible to finance and approvers');
  });

  it('records the answer: accepting can mark the application hired; declining keeps the reason', async () => {
    const first = await approvedOffer();
    await call('recruiter', 'POST', `/offers/${first.offer.id}/send/`);
    const refused = await call('recruiter', 'POST', `/offers/${first.offer.id}/accept/`, {
      mark_hired: true,
    });
    expect(refused.statusCode).toBe(403);
    const accepted = await call('admin', 'POST', `/offers/${first.offer.id}/accept/`, { mark_hired: true });
    expect(accepted.json<Offer>().status).toBe('accepted');
    const [hired] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, first.application.id));
    expect(hired!.status).toBe('hired');

    const second = await approvedOffer();
    await call('recruiter', 'POST', `/offers/${second.offer.id}/send/`);
    const declined = await call('recruiter', 'POST', `/offers/${second.offer.id}/decline/`, {
      reason: 'Took another offer',
    });
    expect(declined.json<Offer>()).toMatchObject({
      status: 'declined',
      decline_reason: 'Took another offer',
    });
    expect((await call('recruiter', 'POST', `/offers/${second.offer.id}/accept/`, {})).statusCode).toBe(409);
    // a recruiter reads what the offer waits for, but not the band it would betray
    const seen = (await call('recruiter', 'GET', `/offers/${second.offer.id}/`)).json<Offer>();
    expect(seen.requirements.map((row) => row.label)).toEqual([
      'Salary band approval',
      'The job’s sign-offs for this salary band',
      'Bar raiser review',
    ]);
  });

  it('expires a sent offer nobody answered by its deadline', async () => {
    const { offer } = await approvedOffer();
    await call('recruiter', 'POST', `/offers/${offer.id}/send/`);
    await t.database.db
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(offers.id, offer.id));
    const deps = { db: t.database.db, clock: () => new Date(), events: t.app.spine.events };
    await expireOffers(deps, [offer.id]);
    await expireOffers(deps, [offer.id]);
    const expired = (await call('recruiter', 'GET', `/offers/${offer.id}/`)).json<Offer>();
    expect(expired.status).toBe('expired');
    expect(expired.audit.filter((row) => row.action === 'Expired')).toHaveLength(1);
  });
});
