import { DEFAULT_WORKFLOW_STAGES, DEMO_USERS, SECTORS, SIGNOFFS } from '@shortlist/contracts';
import type { jobSectors, jobs, workflowStages } from '../db/schema/index.ts';
import { JOB_FRAMEWORKS } from './demo-data/hiring-framework.data.ts';
import { DEMO_JOBS } from './demo-data/jobs.data.ts';
import { STAGE_PRESENTATION } from './demo-data/workflow.data.ts';
import type { JobFramework, JobSeed } from './demo-data.types.ts';
import type { SeededRandom } from './seeded-random.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A closed job stopped hiring this many days ago; its pipeline froze then. */
export const CLOSED_JOB_FROZEN_DAYS = 6;

export type JobRows = {
  jobs: (typeof jobs.$inferInsert)[];
  jobSectors: (typeof jobSectors.$inferInsert)[];
  workflowStages: (typeof workflowStages.$inferInsert)[];
};

/**
 * spec 01 §4: a job is ready only when all seven requirements hold. The demo's flag is
 * derived from its framework so the two can never disagree.
 */
export function isFrameworkComplete(framework: JobFramework): boolean {
  return (
    (framework.targetsResults?.length ?? 0) >= 5 &&
    (framework.targetsCompetencies?.length ?? 0) >= 6 &&
    (framework.businessCase?.trim().length ?? 0) >= 50 &&
    (framework.compellingHeadline?.trim().length ?? 0) >= 20 &&
    framework.culturalMantrasCriteria != null &&
    Boolean(framework.barRaiserId) &&
    framework.signoffPeopleOps === true &&
    framework.signoffStrategy === true &&
    framework.signoffOpsDelivery === true &&
    framework.signoffSectorLead === true &&
    framework.signoffResponsiblePerson === true &&
    framework.signoffExecutiveSponsor === true
  );
}

/** Who gave each demo sign-off (an approver: admin, hiring manager or finance, spec 01 §6). */
export const SIGNOFF_APPROVER_ROLE = {
  people_ops: 'admin',
  strategy: 'hiring_manager',
  ops_delivery: 'hiring_manager',
  sector_lead: 'hiring_manager',
  responsible_person: 'finance',
  executive_sponsor: 'admin',
} as const;

export const SIGNOFF_COLUMNS = {
  people_ops: 'signoffPeopleOps',
  strategy: 'signoffStrategy',
  ops_delivery: 'signoffOpsDelivery',
  sector_lead: 'signoffSectorLead',
  responsible_person: 'signoffResponsiblePerson',
  executive_sponsor: 'signoffExecutiveSponsor',
} as const;

/** The demo's given sign-offs with their approver and a day, as the API records them. */
function signoffRecords(
  framework: JobFramework,
  createdAt: Date,
  now: Date,
  userIdByEmail: Map<string, number>,
) {
  const records: Record<string, { user_id: number | null; user_name: string; signed_at: string }> = {};
  SIGNOFFS.forEach((signoff, index) => {
    if (framework[SIGNOFF_COLUMNS[signoff.key]] !== true) return;
    const approver = DEMO_USERS.find((user) => user.role === SIGNOFF_APPROVER_ROLE[signoff.key])!;
    records[signoff.key] = {
      user_id: userIdByEmail.get(approver.email) ?? null,
      user_name: approver.full_name,
      // a day apart after the job opened, never in the future
      signed_at: new Date(Math.min(now.getTime(), createdAt.getTime() + (1 + index) * DAY_MS)).toISOString(),
    };
  });
  return records;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function sectorId(name: string): number {
  const index = SECTORS.findIndex((sector) => sector.name === name);
  if (index < 0) throw new Error(`Unknown sector ${name}`);
  return index + 1;
}

export function jobCreatedAt(job: JobSeed, now: Date): Date {
  return new Date(now.getTime() - job.createdDaysAgo * DAY_MS);
}

/** Jobs, their sectors and each job's copy of the default workflow (spec 01 §4). */
export function buildJobRows(
  random: SeededRandom,
  now: Date,
  userIds: { adminId: number; userIdByEmail: Map<string, number> },
): JobRows {
  const rows: JobRows = { jobs: [], jobSectors: [], workflowStages: [] };

  for (const job of DEMO_JOBS) {
    const framework = JOB_FRAMEWORKS[job.id] ?? {};
    const createdAt = jobCreatedAt(job, now);
    const lastEdit =
      job.status === 'closed'
        ? now.getTime() - CLOSED_JOB_FROZEN_DAYS * DAY_MS
        : createdAt.getTime() + random.between(0.1, Math.min(job.createdDaysAgo, 12)) * DAY_MS;
    const [firstSector] = job.sectors;
    if (!firstSector) throw new Error(`Job ${job.id} needs a sector`);

    rows.jobs.push({
      id: job.id,
      title: job.title,
      department: firstSector.name,
      location: job.location,
      employmentType: job.employmentType,
      experienceRange: job.experienceRange,
      experienceLevel: job.experienceLevel,
      roleType: job.roleType,
      description: job.description.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
      descriptionMd: job.description.join('\n\n'),
      skillsRequired: job.skillsRequired,
      skillsNice: job.skillsNice,
      salaryMin: job.salary.min,
      salaryMax: job.salary.max,
      currency: 'USD',
      // issue 16: half the demo jobs publish their range on the careers page; urgent ones close soon
      publishSalary: job.id % 2 === 1,
      applicationsCloseOn:
        job.priority === 'critical' ? new Date(now.getTime() + 21 * DAY_MS).toISOString().slice(0, 10) : null,
      status: job.status,
      priority: job.priority,
      qualityThreshold: job.qualityThreshold,
      recruiterId: userIds.userIdByEmail.get(job.recruiterEmail) ?? null,
      createdBy: userIds.adminId,
      hiringTeam: job.hiringTeam,
      ...framework,
      signoffRecords: signoffRecords(framework, createdAt, now, userIds.userIdByEmail),
      isReady: isFrameworkComplete(framework),
      createdAt,
      updatedAt: new Date(lastEdit),
    });

    job.sectors.forEach((sector) => {
      rows.jobSectors.push({
        id: rows.jobSectors.length + 1,
        jobId: job.id,
        sectorId: sectorId(sector.name),
        positions: sector.positions,
      });
    });

    DEFAULT_WORKFLOW_STAGES.forEach((stage, index) => {
      const presentation = STAGE_PRESENTATION[stage.key];
      rows.workflowStages.push({
        id: rows.workflowStages.length + 1,
        jobId: job.id,
        key: stage.key,
        label: stage.label,
        order: index + 1,
        color: presentation.color,
        description: presentation.description,
        actions: presentation.actions,
      });
    });
  }

  return rows;
}
