import { USER_AUDIT_ACTIONS } from '@shortlist/contracts';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per started single sign-on (issue 6): the state sent to the provider, and the nonce
 * and PKCE verifier that never leave the server. The browser that started it holds a random
 * binding in an httpOnly cookie (only its hash is here), so a code cannot be replayed into
 * another browser. Consumed at most once; rows expire after a few minutes.
 */
export const oidcLoginStates = pgTable(
  'oidc_login_states',
  {
    state: text('state').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    bindingHash: text('binding_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('oidc_login_states_expires_idx').on(table.expiresAt)],
);

/** Every change to a user account, who made it and when (issue 6: user administration). */
export const userAuditEvents = pgTable(
  'user_audit_events',
  {
    id: serial('id').primaryKey(),
    /** null when the system made the change (a first sign-in creating the account). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetUserId: integer('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: USER_AUDIT_ACTIONS }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_audit_events_target_idx').on(table.targetUserId)],
);
