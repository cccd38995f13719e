import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { UseStagesInUse } from '../candidate-choices.ts';

export type CandidateFilterValues = {
  skills?: string;
  location?: string;
  source_type?: string;
  score_band?: string;
  stage_key?: string;
};

const ANY = 'any';
const SCORE_BANDS = [
  { value: ANY, label: 'Any score' },
  { value: '90', label: '90% and above' },
  { value: '80', label: '80–89%' },
  { value: '70', label: '70–79%' },
  { value: 'low', label: 'Below 70%' },
  { value: 'none', label: 'Not calculated' },
];
const SOURCES = [
  { value: ANY, label: 'Any source' },
  ...['manual', 'Direct Application', 'Recruiter', 'Employee Referral', 'email', 'form'].map((value) => ({
    value,
    label:
      value === 'manual'
        ? 'Added manually'
        : value === 'email'
          ? 'E-mail'
          : value === 'form'
            ? 'Apply form'
            : value,
  })),
];

type Props = {
  values: CandidateFilterValues;
  onChange: (changes: CandidateFilterValues) => void;
  /** the stages that hold applications (the applications feature's, handed in by app/) */
  useStagesInUse: UseStagesInUse;
};

/** The Filters panel (spec 02 §2 shows the button inert; here it filters on the server). */
export function CandidateFilters({ values, onChange, useStagesInUse }: Props) {
  const active = Object.values(values).some(Boolean);
  const stagesInUse = useStagesInUse();
  const stages = [
    { value: ANY, label: 'Any stage' },
    ...stagesInUse.map(({ key, label }) => ({ value: key, label })),
  ];
  if (values.stage_key && !stages.some((stage) => stage.value === values.stage_key))
    stages.push({ value: values.stage_key, label: values.stage_key });
  const pick = (key: keyof CandidateFilterValues) => (value: string) =>
    onChange({ [key]: value === ANY ? undefined : value });
  return (
    <section
      aria-label="Candidate filters"
      className="mb-4 grid gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-5"
    >
      <Field label="Skills" htmlFor="filter-skills" hint="Comma-separated; all must match">
        <Input
          id="filter-skills"
          defaultValue={values.skills ?? ''}
          placeholder="React, SQL"
          onBlur={(event) => onChange({ skills: event.target.value.trim() || undefined })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ skills: event.currentTarget.value.trim() || undefined });
          }}
        />
      </Field>
      <Field label="Location" htmlFor="filter-location">
        <Input
          id="filter-location"
          defaultValue={values.location ?? ''}
          placeholder="City or country"
          onBlur={(event) => onChange({ location: event.target.value.trim() || undefined })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ location: event.currentTarget.value.trim() || undefined });
          }}
        />
      </Field>
      <Field label="Source" htmlFor="filter-source">
        <Select
          id="filter-source"
          aria-label="Source"
          value={values.source_type ?? ANY}
          options={SOURCES}
          onValueChange={pick('source_type')}
          className="w-full"
        />
      </Field>
      <Field label="Match score" htmlFor="filter-score">
        <Select
          id="filter-score"
          aria-label="Match score"
          value={values.score_band ?? ANY}
          options={SCORE_BANDS}
          onValueChange={pick('score_band')}
          className="w-full"
        />
      </Field>
      <Field label="Stage" htmlFor="filter-stage">
        <Select
          id="filter-stage"
          aria-label="Stage"
          value={values.stage_key ?? ANY}
          options={stages}
          onValueChange={pick('stage_key')}
          className="w-full"
        />
      </Field>
      {active ? (
        <div className="sm:col-span-2 lg:col-span-5">
          <Button
            variant="ghost"
            size="sm"
            icon={<X className="size-4" />}
            onClick={() =>
              onChange({
                skills: undefined,
                location: undefined,
                source_type: undefined,
                score_band: undefined,
                stage_key: undefined,
              })
            }
          >
            Clear filters
          </Button>
        </div>
      ) : null}
    </section>
  );
}
