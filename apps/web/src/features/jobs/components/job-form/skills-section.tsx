import {
  BUSINESS_CASE_MIN_CHARS,
  EXPERIENCE_LEVELS,
  HEADLINE_MIN_CHARS,
  SUGGESTED_SKILLS,
} from '@shortlist/contracts';
import { Controller } from 'react-hook-form';
import { Input } from '../../../../components/ui/input.tsx';
import { capitalize } from '../../../../lib/format.ts';
import { FieldError, FormSection, Label, NativeSelect, TextArea } from './form-controls.tsx';
import { type JobForm, messageOf, toNullable } from './job-form-values.ts';
import { SkillsInput } from './skills-input.tsx';

export function SkillsAndRequirements({ form }: { form: JobForm }) {
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
