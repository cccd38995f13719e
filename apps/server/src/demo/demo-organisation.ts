import { DEMO_USERS, SECTORS } from '@shortlist/contracts';
import type { sectors, users } from '../db/schema/index.ts';
import { buildApplicationRows, planApplications } from './applications.seed.ts';
import { buildCandidateRows, describeCandidate } from './candidates.seed.ts';
import { DEMO_CANDIDATES } from './demo-data/candidates.data.ts';
import { DEMO_JOBS } from './demo-data/jobs.data.ts';
import { ADMIN_EMAIL, DEMO_RECRUITERS } from './demo-data/users.data.ts';
import { buildJobRows, DAY_MS } from './jobs.seed.ts';
import { createSeededRandom } from './seeded-random.ts';

/**
 * Every row of the demo organisation, ids included, built without touching the database.
 * Each area draws from its own random stream, so editing the candidates does not reshuffle
 * the jobs; only the dates move with `now`.
 */
export function buildDemoOrganisation(now: Date) {
  const people = [
    ...DEMO_USERS.map((user) => ({ email: user.email, fullName: user.full_name, role: user.role })),
    ...DEMO_RECRUITERS,
  ];
  const userRows: (typeof users.$inferInsert)[] = people.map((user, index) => ({
    id: index + 1,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    createdAt: new Date(now.getTime() - (120 - index) * DAY_MS),
    updatedAt: new Date(now.getTime() - (120 - index) * DAY_MS),
  }));
  const userIdByEmail = new Map(userRows.map((user) => [user.email, user.id!]));
  const sectorRows: (typeof sectors.$inferInsert)[] = SECTORS.map((sector, index) => ({
    id: index + 1,
    name: sector.name,
    color: sector.color,
  }));

  const jobRows = buildJobRows(createSeededRandom(101), now, {
    adminId: userIdByEmail.get(ADMIN_EMAIL)!,
    userIdByEmail,
  });
  const recruiterIdByJobId = new Map(
    DEMO_JOBS.map((job) => [job.id, userIdByEmail.get(job.recruiterEmail) ?? null]),
  );
  const recruiterNameByJobId = new Map(
    DEMO_JOBS.map((job) => [
      job.id,
      userRows.find((user) => user.email === job.recruiterEmail)?.fullName ?? '',
    ]),
  );

  const profileRandom = createSeededRandom(202);
  const profiles = DEMO_CANDIDATES.map((candidate) => describeCandidate(candidate, profileRandom));
  const plans = planApplications(createSeededRandom(303), now, (index) => profiles[index]!.sourceType);
  const { candidates, candidateIdByIndex } = buildCandidateRows(profiles, plans, recruiterNameByJobId);
  const { applications, timelineEvents } = buildApplicationRows(
    plans,
    candidateIdByIndex,
    recruiterIdByJobId,
  );

  return {
    users: userRows,
    sectors: sectorRows,
    ...jobRows,
    candidates,
    applications,
    timelineEvents,
  };
}

export type DemoOrganisation = ReturnType<typeof buildDemoOrganisation>;
