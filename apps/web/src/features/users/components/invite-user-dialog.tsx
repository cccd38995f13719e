import { zodResolver } from '@hookform/resolvers/zod';
import { ROLE_LABELS, ROLES, type Role, type UserInvite, userInviteSchema } from '@shortlist/contracts';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { FormErrors, placeServerErrors } from '../../../components/ui/form-errors.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useInviteUser } from '../api/invite-user.ts';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const DEFAULTS: UserInvite = { email: '', role: 'recruiter', full_name: '' };

/** Settings → Users → Invite: the address signs in with this role the first time (issue 6). */
export function InviteUserDialog() {
  const [open, setOpen] = useState(false);
  const invite = useInviteUser();
  const form = useForm<UserInvite>({ resolver: zodResolver(userInviteSchema), defaultValues: DEFAULTS });
  const { errors } = form.formState;

  const [refusals, setRefusals] = useState<string[]>([]);

  const submit = form.handleSubmit((values) => {
    setRefusals([]);
    invite.mutate(values, {
      onSuccess: (user) => {
        toast.success(`${user.email} invited as ${ROLE_LABELS[user.role]}`);
        form.reset(DEFAULTS);
        setOpen(false);
      },
      // the server's field messages (taken address, domain not allowed) go under their fields
      onError: (error) => setRefusals(placeServerErrors(error, form.setError, ['email', 'role'])),
    });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          invite.reset();
          setRefusals([]);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button icon={<UserPlus className="size-4" />}>Invite user</Button>
      </DialogTrigger>
      <DialogContent
        title="Invite user"
        description="They sign in with single sign-on; the role applies from their first sign-in."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" form="invite-user-form" loading={invite.isPending}>
              Send invite
            </Button>
          </>
        }
      >
        <form id="invite-user-form" noValidate onSubmit={submit} className="space-y-4">
          <FormErrors messages={refusals} />
          <FormField label="E-mail" htmlFor="invite-email" error={errors.email?.message}>
            <Input
              id="invite-email"
              type="email"
              invalid={Boolean(errors.email)}
              {...form.register('email')}
            />
          </FormField>
          <FormField label="Name (optional)" htmlFor="invite-name">
            <Input id="invite-name" {...form.register('full_name')} />
          </FormField>
          <FormField label="Role" htmlFor="invite-role" error={errors.role?.message}>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select
                  id="invite-role"
                  aria-label="Role"
                  className="w-full"
                  value={field.value}
                  options={ROLE_OPTIONS}
                  onValueChange={(value) => field.onChange(value as Role)}
                />
              )}
            />
          </FormField>
        </form>
      </DialogContent>
    </Dialog>
  );
}
