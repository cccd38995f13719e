import { hasPermission, JOB_MESSAGES, SIGNOFFS } from '@shortlist/contracts';
import { forbidden } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/tokens.ts';
import type { JobInsert, JobRow } from './jobs.queries.ts';

/** Sign-off and bar-raiser changes: only approvers (spec 01 §6); who and when are recorded. */
export function approvalChanges(
  user: AuthUser,
  before: JobRow | undefined,
  set: Partial<JobInsert>,
  now: Date,
) {
  const changed = SIGNOFFS.filter((signoff) => {
    const column = signoffColumn(signoff.field);
    return set[column] !== undefined && set[column] !== (before?.[column] ?? false);
  });
  const barRaiserChanged = set.barRaiserId !== undefined && set.barRaiserId !== (before?.barRaiserId ?? null);
  if ((changed.length > 0 || barRaiserChanged) && !hasPermission(user.role, 'approve_hires')) {
    throw forbidden(JOB_MESSAGES.approversOnly);
  }
  const records = { ...(before?.signoffRecords ?? {}) };
  for (const signoff of changed) {
    if (set[signoffColumn(signoff.field)])
      records[signoff.key] = { user_id: user.id, user_name: user.full_name, signed_at: now.toISOString() };
    else delete records[signoff.key];
  }
  return { changed, barRaiserChanged, records };
}

export function signoffColumn(field: (typeof SIGNOFFS)[number]['field']) {
  const columns = {
    signoff_people_ops: 'signoffPeopleOps',
    signoff_strategy: 'signoffStrategy',
    signoff_ops_delivery: 'signoffOpsDelivery',
    signoff_sector_lead: 'signoffSectorLead',
    signoff_responsible_person: 'signoffResponsiblePerson',
    signoff_executive_sponsor: 'signoffExecutiveSponsor',
  } as const;
  return columns[field];
}
