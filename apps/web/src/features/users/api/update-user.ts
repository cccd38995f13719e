import type { UserAccount, UserUpdate } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usersQueryKeys } from './get-users.ts';

/** PATCH /users/{id}/ — role change, deactivation or reactivation. */
export function updateUser({ id, ...body }: UserUpdate & { id: number }): Promise<UserAccount> {
  return api.patch<UserAccount>(`/users/${id}/`, body);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKeys.all }),
  });
}
