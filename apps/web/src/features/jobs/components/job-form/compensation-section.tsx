import { QUALITY_THRESHOLDS } from '@shortlist/contracts';
import { FormField, FormSection, messageOf } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { NativeSelect, Options } from '../../../../components/ui/select.tsx';
import { type JobForm, toNumberOrNull } from './job-form-values.ts';

export function Compensation({ form }: { form: JobForm }) {
  const errors = form.formState.errors;
  return (
    <FormSection title="Compensation">
      <div className="grid gap-4 md:grid-cols-3">
        <FormField htmlFor="job-salary-min" label="Minimum salary ($)" error={messageOf(errors.salary_min)}>
          <Input
            id="job-salary-min"
            type="number"
            min={0}
            step={1000}
            invalid={!!errors.salary_min}
            // the order of the two is reported on the maximum: lowering the minimum clears it too
            {...form.register('salary_min', { setValueAs: toNumberOrNull, deps: 'salary_max' })}
          />
        </FormField>
        <FormField htmlFor="job-salary-max" label="Maximum salary ($)" error={messageOf(errors.salary_max)}>
          <Input
            id="job-salary-max"
            type="number"
            min={0}
            step={1000}
            invalid={!!errors.salary_max}
            {...form.register('salary_max', { setValueAs: toNumberOrNull })}
          />
        </FormField>
        <FormField htmlFor="job-quality-threshold" label="Quality threshold">
          <NativeSelect
            id="job-quality-threshold"
            {...form.register('quality_threshold', { setValueAs: Number })}
          >
            <Options values={QUALITY_THRESHOLDS} />
          </NativeSelect>
        </FormField>
      </div>
    </FormSection>
  );
}
