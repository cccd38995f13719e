import type { UserAccount, UserInvite } from '@shortlist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usersQueryKeys } from './get-users.ts';

/** POST /users/ — adds an address with the role it gets on its first sign-in. */
export function inviteUser(body: UserInvite): Promise<UserAccount> {
  return api.post<UserAccount>('/users/', body);
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKeys.all }),
  });
}
