import { DEFAULT_BENEFITS, OFFER_DEFAULTS, type OfferFields } from '@shortlist/contracts';
import type { Tx } from '../db/client.ts';
import { offerApprovals, offerAuditEntries, offers } from '../db/schema/index.ts';
import type { DemoOrganisation } from './demo-organisation.ts';
import { DAY_MS } from './jobs.seed.ts';
import { seedTimeline } from './seed-timeline.ts';

type Plan = { status: 'draft' | 'pending_approval' | 'sent'; daysAgo: number };

/** The first three applications in the decision stage: one offer being drafted, one waiting, one sent. */
const PLANS: Plan[] = [
  { status: 'sent', daysAgo: 3 },
  { status: 'pending_approval', daysAgo: 1 },
  { status: 'draft', daysAgo: 0 },
];

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The demo's offers on a first start, written as the offers service writes them: a sent offer
 * (approved by the hiring manager and an administrator as bar raiser, with its audit record and
 * timeline entry), one waiting for approval, and a draft.
 */
export async function seedOffers(tx: Tx, demo: DemoOrganisation, now: Date) {
  const recruiter = demo.users.find((user) => user.role === 'recruiter')!;
  const manager = demo.users.find((user) => user.role === 'hiring_manager')!;
  const admin = demo.users.find((user) => user.role === 'admin')!;
  const jobById = new Map(demo.jobs.map((job) => [job.id, job]));
  const candidateById = new Map(demo.candidates.map((row) => [row.id, row]));
  const deciding = demo.applications
    .filter((row) => row.status === 'active' && row.stageKey === 'decision')
    .slice(0, PLANS.length);
  let timelineCount = 0;
  for (const [index, application] of deciding.entries()) {
    const plan = PLANS[index]!;
    const job = jobById.get(application.jobId)!;
    const candidate = candidateById.get(application.candidateId)!;
    const createdAt = new Date(now.getTime() - (plan.daysAgo + 1) * DAY_MS);
    const fields: OfferFields = {
      candidate_name: candidate.fullName,
      candidate_email: candidate.emails?.[0] ?? '',
      job_title: job.title,
      department: job.department ?? '',
      location: job.location ?? '',
      start_date: isoDate(new Date(now.getTime() + 35 * DAY_MS)),
      salary: job.salaryMin ?? 90_000,
      currency: OFFER_DEFAULTS.currency,
      employment_type: OFFER_DEFAULTS.employmentType,
      benefits: [...DEFAULT_BENEFITS, 'Remote Work'],
      reporting_manager: manager.fullName,
      additional_terms: '',
      signer_name: OFFER_DEFAULTS.signerName,
      signer_title: OFFER_DEFAULTS.signerTitle,
      company_name: OFFER_DEFAULTS.companyName,
      response_deadline: isoDate(new Date(createdAt.getTime() + 7 * DAY_MS)),
      contract_duration_months: OFFER_DEFAULTS.contractMonths,
      work_description: '',
    };
    const sentAt = plan.status === 'sent' ? new Date(now.getTime() - plan.daysAgo * DAY_MS) : null;
    const [offer] = await tx
      .insert(offers)
      .values({
        applicationId: application.id!,
        candidateId: application.candidateId,
        jobId: application.jobId,
        template: 'full_time_standard',
        status: plan.status,
        fields,
        createdBy: recruiter.id!,
        submittedAt: plan.status === 'draft' ? null : createdAt,
        sentAt,
        expiresAt: sentAt ? new Date(`${fields.response_deadline}T23:59:59.999Z`) : null,
        createdAt,
        updatedAt: sentAt ?? createdAt,
      })
      .returning();
    const trail = [
      {
        action: 'Drafted',
        user: recruiter,
        details: 'Version 1 from the full_time_standard template.',
        at: createdAt,
        data: {},
      },
    ];
    if (plan.status !== 'draft')
      trail.push({
        action: 'Submitted',
        user: recruiter,
        details: 'Version 1 sent for approval.',
        at: createdAt,
        data: {},
      });
    if (sentAt) {
      const approvedAt = new Date(createdAt.getTime() + 3 * 3_600_000);
      await tx.insert(offerApprovals).values([
        {
          offerId: offer!.id,
          version: 1,
          userId: manager.id!,
          userName: manager.fullName,
          as: 'lead',
          decision: 'approved',
          createdAt: approvedAt,
        },
        {
          offerId: offer!.id,
          version: 1,
          userId: admin.id!,
          userName: admin.fullName,
          as: 'bar_raiser',
          decision: 'approved',
          comment: 'Strong facet interviews; fair offer.',
          createdAt: approvedAt,
        },
      ]);
      trail.push({
        action: 'Sent',
        user: recruiter,
        details: `To ${fields.candidate_email} with the offer letter.`,
        at: sentAt,
        data: {
          application_id: application.id,
          candidate_email: fields.candidate_email,
          salary: fields.salary,
          currency: fields.currency,
          actor: recruiter.fullName,
        },
      });
    }
    await tx.insert(offerAuditEntries).values(
      trail.map((row) => ({
        offerId: offer!.id,
        action: row.action,
        userId: row.user.id!,
        userName: row.user.fullName,
        details: row.details,
        data: row.data,
        createdAt: row.at,
      })),
    );
    timelineCount += await seedTimeline(tx, 'offer.created', recruiter, application, createdAt, {
      offer_id: offer!.id,
    });
    if (sentAt)
      timelineCount += await seedTimeline(tx, 'offer.status_changed', recruiter, application, sentAt, {
        offer_id: offer!.id,
        version: 1,
        from_status: 'approved',
        to_status: 'sent',
        recipient_email: fields.candidate_email,
        salary: fields.salary,
        currency: fields.currency,
      });
  }
  return { offers: deciding.length, timelineEvents: timelineCount };
}
