import type { Page, UserAccount } from '@shortlist/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type UsersQuery = { page?: number; page_size?: number };

/** GET /users/ — every account, for administrators. */
export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<Page<UserAccount>> {
  return api.get<Page<UserAccount>>('/users/', { params: query, signal });
}

export const usersQueryKeys = {
  all: ['users'] as const,
  list: (query: UsersQuery) => [...usersQueryKeys.all, 'list', query] as const,
  auditLog: (page: number) => [...usersQueryKeys.all, 'audit-log', page] as const,
};

export function usersQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: usersQueryKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}
