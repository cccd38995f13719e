import { ADDED_TEAM_ROLE, HIRING_TEAM_ROLE_LABELS, HIRING_TEAM_ROLES } from '@shortlist/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldError, FormSection } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { NativeSelect, Options } from '../../../../components/ui/select.tsx';
import type { JobForm } from './job-form-values.ts';

export function HiringTeam({ form }: { form: JobForm }) {
  const team = useFieldArray({ control: form.control, name: 'hiring_team' });
  const errors = form.formState.errors;
  return (
    <FormSection title="Hiring team" description="Rows without an e-mail are left out.">
      {team.fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <div className="flex-1 space-y-1">
            <Input
              type="email"
              aria-label={`Team member ${index + 1} e-mail`}
              placeholder="name@company.com"
              invalid={!!errors.hiring_team?.[index]?.email}
              {...form.register(`hiring_team.${index}.email`)}
            />
            <FieldError message={errors.hiring_team?.[index]?.email?.message} />
          </div>
          <div className="w-48">
            <NativeSelect
              aria-label={`Team member ${index + 1} role`}
              {...form.register(`hiring_team.${index}.role`)}
            >
              <Options values={HIRING_TEAM_ROLES} label={(role) => HIRING_TEAM_ROLE_LABELS[role]} />
            </NativeSelect>
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove team member ${index + 1}`}
            onClick={() => team.remove(index)}
          >
            <Trash2 className="size-4" />
          </Button>
        </div>
      ))}
      <FieldError message={errors.hiring_team?.message ?? errors.hiring_team?.root?.message} />
      <Button
        variant="secondary"
        size="sm"
        icon={<Plus className="size-3.5" />}
        onClick={() => team.append({ email: '', role: ADDED_TEAM_ROLE })}
      >
        Add team member
      </Button>
    </FormSection>
  );
}
