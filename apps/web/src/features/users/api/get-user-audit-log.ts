import type { Page, UserAuditEvent } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usersQueryKeys } from './get-users.ts';

/** GET /users/audit-log/ — who changed which account, newest first. */
export function getUserAuditLog(page: number, signal?: AbortSignal): Promise<Page<UserAuditEvent>> {
  return api.get<Page<UserAuditEvent>>('/users/audit-log/', { params: { page }, signal });
}

export function userAuditLogQueryOptions(page: number) {
  return queryOptions({
    queryKey: usersQueryKeys.auditLog(page),
    queryFn: ({ signal }) => getUserAuditLog(page, signal),
  });
}

export function useUserAuditLog(page: number) {
  return useQuery({ ...userAuditLogQueryOptions(page), placeholderData: keepPreviousData });
}
