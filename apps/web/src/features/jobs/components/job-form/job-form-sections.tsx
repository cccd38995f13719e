import {
  BUSINESS_CASE_MIN_CHARS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  HEADLINE_MIN_CHARS,
  HIRING_TEAM_ROLES,
  JOB_PRIORITIES,
  JOB_STATUSES,
  JOB_TITLE_OPTIONS,
  OTHER_TITLE_OPTION,
  QUALITY_THRESHOLDS,
  ROLE_TYPES,
  SECTORS,
  SUGGESTED_SKILLS,
} from '@shortlist/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, type FieldErrors, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { capitalize } from '../../../../lib/format.ts';
import { useJobOptions } from '../../api/get-job-options.ts';
import { FieldError, FormSection, NativeSelect, TextArea } from './form-controls.tsx';
import type { JobFormOutput, JobFormValues } from './job-form-values.ts';
import { SkillsInput } from './skills-input.tsx';

type Form = UseFormReturn<JobFormValues, unknown, JobFormOutput>;

const toNumberOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));
const toNumber = (value: unknown) => (value === '' || value == null ? Number.NaN : Number(value));
const toNullable = (value: unknown) => (value === '' ? null : value);

/** The first message of a field (or of any of its rows). */
export function messageOf(errors: FieldErrors<JobFormValues>, name: keyof JobFormValues): string | undefined {
  const error = errors[name] as
    | { message?: string; root?: { message?: string } }
    | Array<Record<string, { message?: string }>>
    | undefined;
  if (!error) return undefined;
  if (Array.isArray(error)) {
    for (const row of error)
      for (const field of Object.values(row ?? {})) if (field?.message) return field.message;
    return undefined;
  }
  return error.message ?? error.root?.message ?? firstNested(error);
}
function firstNested(error: object): string | undefined {
  for (const value of Object.values(error)) {
    if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string')
      return value.message;
  }
  return undefined;
}

function Label({ htmlFor, children, required }: { htmlFor: string; children: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700">
      {children}
      {required ? <span className="text-red-500"> *</span> : null}
    </label>
  );
}

export function BasicInformation({
  form,
  titleChoice,
  onTitleChoice,
}: {
  form: Form;
  titleChoice: string;
  onTitleChoice: (value: string) => void;
}) {
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const sectors = useFieldArray({ control: form.control, name: 'sectors' });
  const sectorRows = watch('sectors');
  const titleError = messageOf(errors, 'title');
  const sectorError = messageOf(errors, 'sectors');
  return (
    <FormSection title="Basic information" id="basic-information">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="job-title-choice" required>
            Job title
          </Label>
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
          <FieldError id="job-title-error" message={titleError} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="job-location">Location</Label>
          <Input id="job-location" invalid={!!errors.location} {...register('location')} />
          <FieldError message={messageOf(errors, 'location')} />
        </div>
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
                <Input id="job-department" {...register('department')} />
              </div>
            </div>
          ) : (
            <p className="text-xs text-slate-500">Department: {sectorRows[0]?.sector}</p>
          )}
        </div>
        <FieldError id="job-sectors-error" message={sectorError} />
      </fieldset>

      <div className="grid gap-4 md:grid-cols-3">
        <div className="space-y-1.5">
          <Label htmlFor="job-employment-type">Employment type</Label>
          <NativeSelect id="job-employment-type" {...register('employment_type')}>
            {EMPLOYMENT_TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="job-role-type">Role type</Label>
          <NativeSelect id="job-role-type" {...register('role_type', { setValueAs: toNullable })}>
            <option value="">Not set</option>
            {ROLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type.replace('_', ' ')}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="job-priority">Priority</Label>
          <NativeSelect id="job-priority" {...register('priority')}>
            {JOB_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {capitalize(priority)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="job-status">Status</Label>
          <NativeSelect id="job-status" {...register('status')}>
            {JOB_STATUSES.map((status) => (
              <option key={status} value={status}>
                {capitalize(status)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <RecruiterSelect form={form} />
      </div>

      <div className="space-y-1.5">
        <Label htmlFor="job-description" required>
          Description
        </Label>
        <TextArea id="job-description" rows={6} invalid={!!errors.description} {...register('description')} />
        <FieldError message={messageOf(errors, 'description')} />
      </div>
    </FormSection>
  );
}

function RecruiterSelect({ form }: { form: Form }) {
  const options = useJobOptions();
  return (
    <div className="space-y-1.5">
      <Label htmlFor="job-recruiter">Recruiter</Label>
      <NativeSelect id="job-recruiter" {...form.register('recruiter_id', { setValueAs: toNumberOrNull })}>
        <option value="">Unassigned</option>
        {(options.data?.recruiters ?? []).map((recruiter) => (
          <option key={recruiter.id} value={recruiter.id}>
            {recruiter.full_name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

export function SkillsAndRequirements({ form }: { form: Form }) {
  const { control, register, formState, watch } = form;
  const errors = formState.errors;
  const skillsError = messageOf(errors, 'skills_required');
  const caseError = messageOf(errors, 'business_case');
  const headlineError = messageOf(errors, 'compelling_headline');
  const caseLength = (watch('business_case') ?? '').trim().length;
  const headlineLength = (watch('compelling_headline') ?? '').trim().length;
  return (
    <FormSection title="Skills and requirements" id="skills-and-requirements">
      <div className="space-y-1.5">
        <Label htmlFor="job-skills-required" required>
          Required skills
        </Label>
        <Controller
          control={control}
          name="skills_required"
          render={({ field }) => (
            <SkillsInput
              id="job-skills-required"
              label="Required skills"
              value={field.value}
              onChange={field.onChange}
              suggestions={SUGGESTED_SKILLS}
              invalid={!!skillsError}
              describedBy={skillsError ? 'job-skills-required-error' : undefined}
            />
          )}
        />
        <FieldError id="job-skills-required-error" message={skillsError} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="job-skills-nice">Nice-to-have skills</Label>
        <Controller
          control={control}
          name="skills_nice"
          render={({ field }) => (
            <SkillsInput
              id="job-skills-nice"
              label="Nice-to-have skills"
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="job-experience-range">Experience range</Label>
          <Input id="job-experience-range" {...register('experience_range')} />
          <FieldError message={messageOf(errors, 'experience_range')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="job-experience-level">Experience level</Label>
          <NativeSelect
            id="job-experience-level"
            {...register('experience_level', { setValueAs: toNullable })}
          >
            {EXPERIENCE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {capitalize(level)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="job-business-case" required>
          Business case
        </Label>
        <TextArea
          id="job-business-case"
          rows={4}
          invalid={!!caseError}
          aria-describedby="job-business-case-hint"
          {...register('business_case')}
        />
        {caseError ? (
          <FieldError id="job-business-case-hint" message={caseError} />
        ) : (
          <p id="job-business-case-hint" className="text-xs text-slate-500">
            Why this hire, why now — at least {BUSINESS_CASE_MIN_CHARS} characters ({caseLength} so far).
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="job-headline" required>
          Compelling headline
        </Label>
        <Input
          id="job-headline"
          invalid={!!headlineError}
          aria-describedby="job-headline-hint"
          {...register('compelling_headline')}
        />
        {headlineError ? (
          <FieldError id="job-headline-hint" message={headlineError} />
        ) : (
          <p id="job-headline-hint" className="text-xs text-slate-500">
            The one line that sells the role — at least {HEADLINE_MIN_CHARS} characters ({headlineLength} so
            far).
          </p>
        )}
      </div>
    </FormSection>
  );
}

export function HiringTeam({ form }: { form: Form }) {
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
              {HIRING_TEAM_ROLES.map((role) => (
                <option key={role} value={role}>
                  {role.split('_').map(capitalize).join(' ')}
                </option>
              ))}
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
        onClick={() => team.append({ email: '', role: 'interviewer' })}
      >
        Add team member
      </Button>
    </FormSection>
  );
}

export function InterviewWorkflow({ form }: { form: Form }) {
  const stages = useFieldArray({ control: form.control, name: 'workflow_stages' });
  const errors = form.formState.errors;
  return (
    <FormSection
      title="Interview workflow"
      description="Stages in order; rows without a name are left out. New applications start in Applied."
    >
      {stages.fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[1fr_5rem_1.5fr_auto] items-start gap-2">
          <Input
            aria-label={`Stage ${index + 1} name`}
            placeholder="Stage name"
            {...form.register(`workflow_stages.${index}.name`)}
          />
          <div className="space-y-1">
            <Input
              type="number"
              min={1}
              aria-label={`Stage ${index + 1} order`}
              invalid={!!errors.workflow_stages?.[index]?.order}
              {...form.register(`workflow_stages.${index}.order`, { setValueAs: toNumber })}
            />
            <FieldError message={errors.workflow_stages?.[index]?.order?.message} />
          </div>
          <Input
            aria-label={`Stage ${index + 1} description`}
            placeholder="Description"
            {...form.register(`workflow_stages.${index}.description`)}
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove stage ${index + 1}`}
            onClick={() => stages.remove(index)}
          >
            <Trash2 className="size-4" />
          </Button>
        </div>
      ))}
      <FieldError message={errors.workflow_stages?.message ?? errors.workflow_stages?.root?.message} />
      <Button
        variant="secondary"
        size="sm"
        icon={<Plus className="size-3.5" />}
        onClick={() => stages.append({ name: '', order: stages.fields.length + 1, description: '' })}
      >
        Add stage
      </Button>
    </FormSection>
  );
}

export function Compensation({ form }: { form: Form }) {
  const errors = form.formState.errors;
  return (
    <FormSection title="Compensation">
      <div className="grid gap-4 md:grid-cols-3">
        <div className="space-y-1.5">
          <Label htmlFor="job-salary-min">Minimum salary ($)</Label>
          <Input
            id="job-salary-min"
            type="number"
            min={0}
            step={1000}
            invalid={!!errors.salary_min}
            {...form.register('salary_min', { setValueAs: toNumberOrNull })}
          />
          <FieldError message={messageOf(errors, 'salary_min')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="job-salary-max">Maximum salary ($)</Label>
          <Input
            id="job-salary-max"
            type="number"
            min={0}
            step={1000}
            invalid={!!errors.salary_max}
            {...form.register('salary_max', { setValueAs: toNumberOrNull })}
          />
          <FieldError message={messageOf(errors, 'salary_max')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="job-quality-threshold">Quality threshold</Label>
          <NativeSelect
            id="job-quality-threshold"
            {...form.register('quality_threshold', { setValueAs: Number })}
          >
            {QUALITY_THRESHOLDS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </FormSection>
  );
}
