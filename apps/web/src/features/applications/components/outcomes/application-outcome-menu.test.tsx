import type { Application, User } from '@shortlist/contracts';
import { describe, expect, it } from 'vitest';
import { adminUser, financeUser, hiringManagerUser, recruiterUser } from '../../../../test/fixtures.ts';
import { offeredOutcomes, renderOutcomeMenu } from '../../test/outcome-scenario.tsx';

type Case = [
  status: Application['status'],
  who: string,
  user: User,
  canManageJob: boolean,
  offered: string[],
];

// statusChangeRight: rejecting, withdrawing and reopening a rejected or withdrawn application take
// managing the job; hiring and undoing a hire take approve_hires (admin, hiring manager, finance).
const CASES: Case[] = [
  ['active', 'an administrator', adminUser, true, ['Mark hired', 'Reject', 'Withdraw']],
  ['active', 'a recruiter', recruiterUser, true, ['Reject', 'Withdraw']],
  ['active', 'a hiring manager of the job', hiringManagerUser, true, ['Mark hired', 'Reject', 'Withdraw']],
  ['active', 'a hiring manager of another job', hiringManagerUser, false, ['Mark hired']],
  ['active', 'finance', financeUser, false, ['Mark hired']],
  ['rejected', 'a recruiter', recruiterUser, true, ['Reopen']],
  ['withdrawn', 'finance', financeUser, false, []],
  ['hired', 'an administrator', adminUser, true, ['Reopen']],
  ['hired', 'a recruiter', recruiterUser, true, []],
];

describe('application outcome menu', () => {
  it.each(CASES)(
    'when the application is %s, offers %s only the changes their rights allow',
    async (status, _who, user, canManageJob, offered) => {
      const view = renderOutcomeMenu({ user, application: { status }, canManageJob });
      expect(await offeredOutcomes(view.user)).toEqual(offered);
    },
  );
});
