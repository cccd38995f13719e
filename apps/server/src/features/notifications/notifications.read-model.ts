import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applications, candidates, candidateTeamMembers, jobs, users } from '../../db/schema/index.ts';

/*
 * Who a notification is for, and the names it mentions (docs/decisions/008): reads of the
 * jobs, applications, candidates and users tables, which other features own. Reads only.
 */

/** The people of a job: its recruiter and the hiring team (matched by e-mail to active users). */
export async function selectJobPeople(db: Tx, jobId: number) {
  const [job] = await db
    .select({ title: jobs.title, recruiterId: jobs.recruiterId, hiringTeam: jobs.hiringTeam })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) return undefined;
  const emails = job.hiringTeam.map((member) => member.email.toLowerCase()).filter(Boolean);
  const team = emails.length
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.email, emails), eq(users.isActive, true)))
    : [];
  const ids = new Set(team.map((user) => user.id));
  if (job.recruiterId) ids.add(job.recruiterId);
  return { title: job.title, userIds: [...ids] };
}

/** An application's owner and its candidate's assigned team, with the names a message uses. */
export async function selectApplicationPeople(db: Tx, applicationId: number) {
  const [row] = await db
    .select({
      ownerId: applications.ownerUserId,
      candidateId: applications.candidateId,
      candidateName: candidates.fullName,
      jobTitle: jobs.title,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId));
  if (!row) return undefined;
  const team = await db
    .select({ id: candidateTeamMembers.userId })
    .from(candidateTeamMembers)
    .where(eq(candidateTeamMembers.candidateId, row.candidateId));
  const ids = new Set(team.map((member) => member.id));
  if (row.ownerId) ids.add(row.ownerId);
  return { candidateName: row.candidateName, jobTitle: row.jobTitle, userIds: [...ids] };
}

export async function selectActiveUserNames(db: Tx) {
  return db.select({ id: users.id, fullName: users.fullName }).from(users).where(eq(users.isActive, true));
}
