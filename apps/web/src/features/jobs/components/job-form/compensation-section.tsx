import { QUALITY_THRESHOLDS } from '@shortlist/contracts';
import { Input } from '../../../../components/ui/input.tsx';
import { FieldError, FormSection, Label, NativeSelect } from './form-controls.tsx';
import { type JobForm, messageOf, toNumberOrNull } from './job-form-values.ts';

export function Compensation({ form }: { form: JobForm }) {
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
