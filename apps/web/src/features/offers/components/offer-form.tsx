import {
  hourlyRate,
  OFFER_DEFAULTS,
  type OfferFields,
  type OfferTemplate,
  offerBand,
} from '@shortlist/contracts';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FieldError, FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { benefitChoices } from '../lib/offer-draft.ts';

export const SALARY_HIDDEN = 'Salary is set by finance or the offer’s approvers';

type FieldErrors = Partial<Record<keyof OfferFields, string>>;

type OfferFormProps = {
  id: string;
  form: UseFormReturn<OfferFields>;
  template: OfferTemplate;
  /** false for a recruiter: the salary is neither shown nor sent (docs/decisions/016) */
  salaryVisible: boolean;
  /** a draft its manager may change; anything else is read here */
  editable: boolean;
  /** the server's messages for the fields (a 400), kept until the next save */
  serverErrors: FieldErrors;
};

/** `""` is no salary yet; anything else is the number typed (the schema refuses a fraction). */
const toSalary = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** The salary as the letter writes it, and who its band needs (spec 01 §9 approval thresholds). */
function salaryHint(salary: number | null, currency: string): string | undefined {
  if (salary === null || !Number.isFinite(salary)) return undefined;
  const band = offerBand(salary);
  return `${currency || OFFER_DEFAULTS.currency}${salary.toLocaleString('en-US')} a year · needs ${band.lead.toLowerCase()} and ${band.signoffs} of 6 sign-offs`;
}

/** spec 02 §3 Offer form, with the contract template's duration, hourly rate and work description. */
export function OfferForm({ id, form, template, salaryVisible, editable, serverErrors }: OfferFormProps) {
  const { register, formState, watch } = form;
  const errorOf = (name: keyof OfferFields) => formState.errors[name]?.message ?? serverErrors[name];
  const text = (name: keyof OfferFields, label: string, type = 'text', hint?: string) => (
    <FormField label={label} htmlFor={`${id}-${name}`} error={errorOf(name)} hint={hint}>
      <Input id={`${id}-${name}`} type={type} invalid={Boolean(errorOf(name))} {...register(name)} />
    </FormField>
  );
  const [salary, currency] = watch(['salary', 'currency']);
  const contract = template === 'contract_standard';

  return (
    <fieldset disabled={!editable} className="space-y-6">
      <legend className="sr-only">Offer details</legend>
      <Section title="Candidate">
        {text('candidate_name', 'Candidate name')}
        {text('candidate_email', 'Candidate email', 'email')}
      </Section>
      <Section title="Position">
        {text('job_title', 'Job title')}
        {text('department', 'Department')}
        {text('location', 'Location')}
        {text('employment_type', 'Employment type')}
        {text('start_date', 'Start date', 'date')}
        {text('reporting_manager', 'Reporting manager')}
      </Section>
      <Section title="Compensation">
        {salaryVisible ? (
          <FormField
            label="Annual salary"
            htmlFor={`${id}-salary`}
            error={errorOf('salary')}
            hint={salaryHint(salary, currency)}
          >
            <Input
              id={`${id}-salary`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              invalid={Boolean(errorOf('salary'))}
              {...register('salary', { setValueAs: toSalary })}
            />
          </FormField>
        ) : (
          <FormField
            label="Annual salary"
            htmlFor={`${id}-salary`}
            hint={SALARY_HIDDEN}
            error={serverErrors.salary}
          >
            <Input id={`${id}-salary`} disabled placeholder="Not shown to you" value="" readOnly />
          </FormField>
        )}
        {text('currency', 'Currency')}
        {contract ? (
          <>
            <FormField
              label="Contract duration (months)"
              htmlFor={`${id}-contract_duration_months`}
              error={errorOf('contract_duration_months')}
            >
              <Input
                id={`${id}-contract_duration_months`}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                invalid={Boolean(errorOf('contract_duration_months'))}
                {...register('contract_duration_months', { setValueAs: (value) => Number(value) })}
              />
            </FormField>
            <FormField
              label="Hourly rate"
              htmlFor={`${id}-hourly-rate`}
              hint={`Annual salary ÷ ${OFFER_DEFAULTS.hoursPerYear.toLocaleString('en-US')} hours, rounded`}
            >
              <Input
                id={`${id}-hourly-rate`}
                readOnly
                disabled
                value={
                  salaryVisible
                    ? `${currency || OFFER_DEFAULTS.currency}${hourlyRate(Number.isFinite(salary) ? salary : 0)}`
                    : 'Not shown to you'
                }
              />
            </FormField>
          </>
        ) : null}
      </Section>
      <Controller
        control={form.control}
        name="benefits"
        render={({ field }) => (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">Benefits</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {benefitChoices(field.value).map((benefit) => (
                <label key={benefit} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-slate-300 accent-brand-600"
                    checked={field.value.includes(benefit)}
                    onChange={(event) => {
                      const chosen = new Set(field.value);
                      if (event.target.checked) chosen.add(benefit);
                      else chosen.delete(benefit);
                      field.onChange(benefitChoices(field.value).filter((choice) => chosen.has(choice)));
                    }}
                  />
                  {benefit}
                </label>
              ))}
            </div>
            <FieldError message={errorOf('benefits')} />
          </fieldset>
        )}
      />
      {contract ? (
        <FormField
          label="Work description"
          htmlFor={`${id}-work_description`}
          error={errorOf('work_description')}
        >
          <Textarea
            id={`${id}-work_description`}
            rows={3}
            invalid={Boolean(errorOf('work_description'))}
            {...register('work_description')}
          />
        </FormField>
      ) : null}
      <FormField
        label="Additional terms"
        htmlFor={`${id}-additional_terms`}
        error={errorOf('additional_terms')}
      >
        <Textarea
          id={`${id}-additional_terms`}
          rows={3}
          invalid={Boolean(errorOf('additional_terms'))}
          {...register('additional_terms')}
        />
      </FormField>
      <Section title="Signature and deadline">
        {text('signer_name', 'Signer name')}
        {text('signer_title', 'Signer title')}
        {text('company_name', 'Company name')}
        {text('response_deadline', 'Response deadline', 'date', 'The offer expires at the end of this day.')}
      </Section>
    </fieldset>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}
