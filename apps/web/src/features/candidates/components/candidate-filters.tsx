import { ClearFiltersButton, FilterSelectField } from '../../../components/ui/filter-bar.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { UseStagesInUse } from '../candidate-choices.ts';

export type CandidateFilterValues = {
  skills?: string;
  location?: string;
  source_type?: string;
  score_band?: string;
  stage_key?: string;
};

const SCORE_BANDS = [
  { value: '90', label: '90% and above' },
  { value: '80', label: '80–89%' },
  { value: '70', label: '70–79%' },
  { value: 'low', label: 'Below 70%' },
  { value: 'none', label: 'Not calculated' },
];
const SOURCE_LABELS: Record<string, string> = {
  manual: 'Added manually',
  email: 'E-mail',
  form: 'Apply form',
};
const SOURCES = ['manual', 'Direct Application', 'Recruiter', 'Employee Referral', 'email', 'form'].map(
  (value) => ({ value, label: SOURCE_LABELS[value] ?? value }),
);

type Props = {
  values: CandidateFilterValues;
  onChange: (changes: CandidateFilterValues) => void;
  /** the stages that hold applications (the applications feature's, handed in by app/) */
  useStagesInUse: UseStagesInUse;
};

/** The Filters panel (spec 02 §2 shows the button inert; here it filters on the server). */
export function CandidateFilters({ values, onChange, useStagesInUse }: Props) {
  const active = Object.values(values).some(Boolean);
  const stages = useStagesInUse().map(({ key, label }) => ({ value: key, label }));
  const pick = (key: keyof CandidateFilterValues) => (value: string | undefined) =>
    onChange({ [key]: value });
  return (
    <section
      aria-label="Candidate filters"
      className="mb-4 grid gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-5"
    >
      <FormField label="Skills" htmlFor="filter-skills" hint="Comma-separated; all must match">
        <Input
          id="filter-skills"
          defaultValue={values.skills ?? ''}
          placeholder="React, SQL"
          onBlur={(event) => onChange({ skills: event.target.value.trim() || undefined })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ skills: event.currentTarget.value.trim() || undefined });
          }}
        />
      </FormField>
      <FormField label="Location" htmlFor="filter-location">
        <Input
          id="filter-location"
          defaultValue={values.location ?? ''}
          placeholder="City or country"
          onBlur={(event) => onChange({ location: event.target.value.trim() || undefined })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ location: event.currentTarget.value.trim() || undefined });
          }}
        />
      </FormField>
      <FilterSelectField
        label="Source"
        allLabel="Any source"
        value={values.source_type}
        options={SOURCES}
        onChange={pick('source_type')}
      />
      <FilterSelectField
        label="Match score"
        allLabel="Any score"
        value={values.score_band}
        options={SCORE_BANDS}
        onChange={pick('score_band')}
      />
      {/* a stage in the address that no application holds any more stays selectable */}
      <FilterSelectField
        label="Stage"
        allLabel="Any stage"
        value={values.stage_key}
        options={stages}
        unlistedLabel={(key) => key}
        onChange={pick('stage_key')}
      />
      {active ? (
        <div className="sm:col-span-2 lg:col-span-5">
          <ClearFiltersButton
            onClear={() =>
              onChange({
                skills: undefined,
                location: undefined,
                source_type: undefined,
                score_band: undefined,
                stage_key: undefined,
              })
            }
          />
        </div>
      ) : null}
    </section>
  );
}
