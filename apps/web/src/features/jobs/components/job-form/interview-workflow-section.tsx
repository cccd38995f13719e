import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldError, FormSection } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { type JobForm, toNumber } from './job-form-values.ts';

export function InterviewWorkflow({ form }: { form: JobForm }) {
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
