import { ASSIGNABLE_ROLES, CANDIDATE_MESSAGES } from '@shortlist/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { Actor, DomainEvents } from '../../platform/events.ts';
import type { UserContext } from '../../platform/service-context.ts';
import { initialsOf } from './candidates.presenter.ts';
import {
  insertTeamMembers,
  replaceTeam,
  selectActiveUsers,
  selectTeamUserIds,
} from './candidates.queries.ts';
import { type CandidateWriteDeps, requireCandidate, requireLiveCandidate } from './candidates.service.ts';

/** spec 02 PUT /candidates/{id}/team/: the people assigned to a candidate, and who may be. */

export async function getTeam({ db }: { db: Db }, { id }: { id: number }) {
  await requireCandidate(db, id);
  const [memberIds, everyone] = await Promise.all([selectTeamUserIds(db, id), selectActiveUsers(db)]);
  const asMember = (user: (typeof everyone)[number]) => ({ ...user, initials: initialsOf(user.name) });
  const assignable = (user: (typeof everyone)[number]) =>
    (ASSIGNABLE_ROLES as readonly string[]).includes(user.role);
  return {
    assigned_team: memberIds.flatMap((memberId) =>
      everyone.filter((user) => user.id === memberId).map(asMember),
    ),
    available: everyone.filter((user) => !memberIds.includes(user.id) && assignable(user)).map(asMember),
  };
}

export async function setTeam(
  { db, events, user }: UserContext<Pick<CandidateWriteDeps, 'db' | 'events'>>,
  { id, userIds }: { id: number; userIds: number[] },
) {
  await requireLiveCandidate(db, id);
  const unique = [...new Set(userIds)];
  // a member stays, a newcomer must be someone who can be assigned
  const current = await getTeam({ db }, { id });
  const allowed = new Set([...current.assigned_team, ...current.available].map((member) => member.id));
  if (unique.some((userId) => !allowed.has(userId)))
    throw new ValidationError({ assigned_team: [CANDIDATE_MESSAGES.unknownTeamMember] });
  await db.transaction(async (tx) => {
    await replaceTeam(tx, id, unique);
    await events.record(tx, {
      type: 'candidate.team_changed',
      actor: user,
      candidateId: id,
      data: { user_ids: unique },
    });
  });
  return getTeam({ db }, { id });
}

/**
 * An automation rule's assign_user (issue 14) inside its run: adds people to the candidate's
 * assigned team, keeping who is there. Returns the ones it added (none when all were there).
 */
export async function addToTeamInTransaction(
  tx: Tx,
  events: DomainEvents,
  actor: Actor,
  candidateId: number,
  userIds: number[],
): Promise<number[]> {
  const current = await selectTeamUserIds(tx, candidateId);
  const added = [...new Set(userIds)].filter((userId) => !current.includes(userId));
  if (added.length === 0) return [];
  const team = [...current, ...added];
  await insertTeamMembers(tx, candidateId, added);
  await events.record(tx, {
    type: 'candidate.team_changed',
    actor,
    candidateId,
    data: { user_ids: team, added_user_ids: added },
  });
  return added;
}
