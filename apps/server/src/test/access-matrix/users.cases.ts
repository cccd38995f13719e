import { PERMISSIONS } from '@shortlist/contracts';
import { createUser } from '../user-factories.ts';
import type { AccessCase } from './access-case.ts';

const admins = PERMISSIONS.manage_users;

export const usersCases: AccessCase[] = [
  { route: 'GET /api/v1/users/', who: admins, ok: 200 },
  {
    route: 'POST /api/v1/users/',
    who: admins,
    ok: 201,
    build: async (fx) => ({ payload: { email: `${fx.unique('invite')}@meridian.example`, role: 'finance' } }),
  },
  {
    route: 'PATCH /api/v1/users/:id/',
    who: admins,
    ok: 200,
    build: async (fx) => {
      const user = await createUser(fx.db);
      return { url: `/api/v1/users/${user.id}/`, payload: { role: 'hiring_manager' } };
    },
  },
  { route: 'GET /api/v1/users/audit-log/', who: admins, ok: 200 },
];
