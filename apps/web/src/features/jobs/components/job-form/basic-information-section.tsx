import {
  EMPLOYMENT_TYPES,
  JOB_PRIORITIES,
  JOB_STATUSES,
  JOB_TITLE_OPTIONS,
  OTHER_TITLE_OPTION,
  ROLE_TYPES,
  SECTORS,
} from '@shortlist/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldError, FormField, FormSection, messageOf } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { NativeSelect, Options } from '../../../../components/ui/select.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { capitalize } from '../../../../lib/format.ts';
import { useJobOptions } from '../../api/get-job-options.ts';
import { type JobForm, toNullable, toNumber, toNumberOrNull } from './job-form-values.ts';

export function BasicInformation({
  form,
  titleChoice,
  onTitleChoice,
}: {
  form: JobForm;
  titleChoice: string;
  onTitleChoice: (value: string) => void;
}) {
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const sectors = useFieldArray({ control: form.control, name: 'sectors' });
  const sectorRows = watch('sectors');
  const titleError = messageOf(errors.title);
  const sectorError = messageOf(errors.sectors);
  return (
    <FormSection title="Basic information" id="basic-information">
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          htmlFor="job-title-choice"
          label="Job title"
          required
          error={titleError}
          messageId="job-title-error"
        >
          <NativeSelect
            id="job-title-choice"
            value={titleChoice}
            invalid={!!titleError && titleChoice !== OTHER_TITLE_OPTION}
            aria-describedby={titleError ? 'job-title-error' : undefined}
            onChange={(event) => onTitleChoice(event.target.value)}
          >
            <option value="">Select a title</option>
            {JOB_TITLE_OPTIONS.map((option) => (
              <option key={option}>{option}</option>
            ))}
            <option>{OTHER_TITLE_OPTION}</option>
          </NativeSelect>
          {titleChoice === OTHER_TITLE_OPTION ? (
            <Input
              id="job-title"
              aria-label="Job title (enter manually)"
              placeholder="Enter the job title"
              invalid={!!titleError}
              aria-describedby={titleError ? 'job-title-error' : undefined}
              {...register('title')}
            />
          ) : null}
        </FormField>
        <FormField htmlFor="job-location" label="Location" error={messageOf(errors.location)}>
          <Input id="job-location" invalid={!!errors.location} {...register('location')} />
        </FormField>
      </div>

      <fieldset
        id="job-sectors"
        tabIndex={-1}
        className="space-y-2"
        aria-describedby={sectorError ? 'job-sectors-error' : undefined}
      >
        <legend className="text-sm font-medium text-slate-700">
          Sectors and positions<span className="text-red-500"> *</span>
        </legend>
        {sectors.fields.map((field, index) => (
          <div key={field.id} className="flex items-center gap-2">
            <div className="min-w-0 flex-1">
              <NativeSelect aria-label={`Sector ${index + 1}`} {...register(`sectors.${index}.sector`)}>
                {SECTORS.map((sector) => (
                  <option key={sector.name}>{sector.name}</option>
                ))}
              </NativeSelect>
            </div>
            <div className="w-28">
              <Input
                type="number"
                min={1}
                max={10}
                aria-label={`Positions in sector ${index + 1}`}
                invalid={!!errors.sectors?.[index]?.positions}
                {...register(`sectors.${index}.positions`, { setValueAs: toNumber })}
              />
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove sector ${index + 1}`}
              onClick={() => sectors.remove(index)}
            >
              <Trash2 className="size-4" />
            </Button>
          </div>
        ))}
        <div className="flex items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            icon={<Plus className="size-3.5" />}
            onClick={() => {
              const used = new Set(sectorRows.map((row) => row.sector));
              sectors.append({
                sector: SECTORS.find((sector) => !used.has(sector.name))?.name ?? SECTORS[0].name,
                positions: 1,
              });
            }}
          >
            Add sector
          </Button>
          {sectorRows.length === 0 ? (
            <div className="flex items-center gap-2">
              <label htmlFor="job-department" className="text-sm text-slate-600">
                Department
              </label>
              <div className="w-56">
                <Input
                  id="job-department"
                  // a department stands in for the sectors: typing one clears their error
                  {...register('department', { deps: 'sectors' })}
                />
              </div>
            </div>
          ) : (
            <p className="text-xs text-slate-500">Department: {sectorRows[0]?.sector}</p>
          )}
        </div>
        <FieldError id="job-sectors-error" message={sectorError} />
      </fieldset>

      <div className="grid gap-4 md:grid-cols-3">
        <FormField htmlFor="job-employment-type" label="Employment type">
          <NativeSelect id="job-employment-type" {...register('employment_type')}>
            {EMPLOYMENT_TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField htmlFor="job-role-type" label="Role type">
          <NativeSelect id="job-role-type" {...register('role_type', { setValueAs: toNullable })}>
            <option value="">Not set</option>
            <Options values={ROLE_TYPES} label={(type) => type.replace('_', ' ')} />
          </NativeSelect>
        </FormField>
        <FormField htmlFor="job-priority" label="Priority">
          <NativeSelect id="job-priority" {...register('priority')}>
            <Options values={JOB_PRIORITIES} label={capitalize} />
          </NativeSelect>
        </FormField>
        <FormField htmlFor="job-status" label="Status">
          <NativeSelect id="job-status" {...register('status')}>
            <Options values={JOB_STATUSES} label={capitalize} />
          </NativeSelect>
        </FormField>
        <RecruiterSelect form={form} />
      </div>

      <FormField htmlFor="job-description" label="Description" required error={messageOf(errors.description)}>
        <Textarea id="job-description" rows={6} invalid={!!errors.description} {...register('description')} />
      </FormField>
    </FormSection>
  );
}

function RecruiterSelect({ form }: { form: JobForm }) {
  const options = useJobOptions();
  return (
    <FormField htmlFor="job-recruiter" label="Recruiter">
      <NativeSelect id="job-recruiter" {...form.register('recruiter_id', { setValueAs: toNumberOrNull })}>
        <option value="">Unassigned</option>
        {(options.data?.recruiters ?? []).map((recruiter) => (
          <option key={recruiter.id} value={recruiter.id}>
            {recruiter.full_name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
