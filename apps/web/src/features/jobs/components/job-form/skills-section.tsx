import {
  BUSINESS_CASE_MIN_CHARS,
  EXPERIENCE_LEVELS,
  HEADLINE_MIN_CHARS,
  SUGGESTED_SKILLS,
} from '@shortlist/contracts';
import { Controller } from 'react-hook-form';
import { FormField, FormSection, messageOf } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { NativeSelect, Options } from '../../../../components/ui/select.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { capitalize } from '../../../../lib/format.ts';
import { type JobForm, toNullable } from './job-form-values.ts';
import { SkillsInput } from './skills-input.tsx';

export function SkillsAndRequirements({ form }: { form: JobForm }) {
  const { control, register, formState, watch } = form;
  const errors = formState.errors;
  const skillsError = messageOf(errors.skills_required);
  const caseError = messageOf(errors.business_case);
  const headlineError = messageOf(errors.compelling_headline);
  const caseLength = (watch('business_case') ?? '').trim().length;
  const headlineLength = (watch('compelling_headline') ?? '').trim().length;
  return (
    <FormSection title="Skills and requirements" id="skills-and-requirements">
      <FormField
        htmlFor="job-skills-required"
        label="Required skills"
        required
        error={skillsError}
        messageId="job-skills-required-error"
      >
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
      </FormField>
      <FormField htmlFor="job-skills-nice" label="Nice-to-have skills">
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
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          htmlFor="job-experience-range"
          label="Experience range"
          error={messageOf(errors.experience_range)}
        >
          <Input id="job-experience-range" {...register('experience_range')} />
        </FormField>
        <FormField htmlFor="job-experience-level" label="Experience level">
          <NativeSelect
            id="job-experience-level"
            {...register('experience_level', { setValueAs: toNullable })}
          >
            <Options values={EXPERIENCE_LEVELS} label={capitalize} />
          </NativeSelect>
        </FormField>
      </div>
      <FormField
        htmlFor="job-business-case"
        label="Business case"
        required
        error={caseError}
        messageId="job-business-case-hint"
        hint={`Why this hire, why now — at least ${BUSINESS_CASE_MIN_CHARS} characters (${caseLength} so far).`}
      >
        <Textarea
          id="job-business-case"
          rows={4}
          invalid={!!caseError}
          aria-describedby="job-business-case-hint"
          {...register('business_case')}
        />
      </FormField>
      <FormField
        htmlFor="job-headline"
        label="Compelling headline"
        required
        error={headlineError}
        messageId="job-headline-hint"
        hint={`The one line that sells the role — at least ${HEADLINE_MIN_CHARS} characters (${headlineLength} so far).`}
      >
        <Input
          id="job-headline"
          invalid={!!headlineError}
          aria-describedby="job-headline-hint"
          {...register('compelling_headline')}
        />
      </FormField>
    </FormSection>
  );
}
