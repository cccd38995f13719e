import { z } from 'zod';
import { userSchema } from './auth.ts';
import { roleSchema } from './roles.ts';

/**
 * A user account as administrators see it (issue 6). `status` is derived: invited (an admin
 * added the address and it has not signed in yet), active, or deactivated.
 */
export const USER_STATUSES = ['active', 'invited', 'deactivated'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  deactivated: 'Deactivated',
};

export const userAccountSchema = userSchema.extend({
  is_active: z.boolean(),
  status: userStatusSchema,
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type UserAccount = z.infer<typeof userAccountSchema>;

export const userInviteSchema = z.object({
  email: z.email('Please enter a valid email address').trim().toLowerCase(),
  role: roleSchema,
  full_name: z.string().trim().max(200).optional(),
});
export type UserInvite = z.infer<typeof userInviteSchema>;

export const userUpdateSchema = z
  .object({ role: roleSchema.optional(), is_active: z.boolean().optional() })
  .refine((value) => value.role !== undefined || value.is_active !== undefined, {
    message: 'Give a role or is_active.',
  });
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** issue 6: nobody may remove the last active administrator, by role change or deactivation. */
export const LAST_ADMIN_MESSAGE = 'The organisation needs at least one active administrator.';
export const USER_ALREADY_EXISTS_MESSAGE = 'A user with this e-mail address already exists.';

export const USER_AUDIT_ACTIONS = [
  'user.created',
  'user.invited',
  'user.role_changed',
  'user.deactivated',
  'user.reactivated',
  /** A sign-in through the demo sign-in (details: role, created); docs/decisions/010. */
  'user.demo_signed_in',
] as const;

export const userAuditEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(USER_AUDIT_ACTIONS),
  actor: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  target: z.object({ id: z.number().int(), full_name: z.string(), email: z.string() }),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type UserAuditEvent = z.infer<typeof userAuditEventSchema>;

/** One sign-in (a refresh-token family) on the profile page. */
export const authSessionSchema = z.object({
  id: z.string(),
  user_agent: z.string().nullable(),
  started_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  current: z.boolean(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;
