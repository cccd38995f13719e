import type { UserAuditEvent } from '@shortlist/contracts';
import { describe, expect, it } from 'vitest';
import { describeEvent } from './user-audit-log.tsx';

const demoSignIn = (created: boolean): UserAuditEvent => ({
  id: 1,
  action: 'user.demo_signed_in',
  actor: null,
  target: { id: 7, full_name: 'Harper Lin', email: 'harper.manager@meridian.example' },
  details: { role: 'hiring_manager', created },
  created_at: '2026-01-05T09:30:00Z',
});

describe('audit log wording', () => {
  it('says who used the demo sign-in, with which role, and whether it made the account', () => {
    expect(describeEvent(demoSignIn(false))).toBe(
      'Harper Lin (harper.manager@meridian.example) used the demo sign-in as Hiring Manager',
    );
    expect(describeEvent(demoSignIn(true))).toBe(
      'Harper Lin (harper.manager@meridian.example) was created by the demo sign-in as Hiring Manager',
    );
  });
});
