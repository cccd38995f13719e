import { type ApplyResponse, COVER_LETTER_MAX, HONEYPOT_FIELD } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, formErrorsOf } from '../../../lib/api-error.ts';
import { useApplyToJob } from '../api/apply-to-job.ts';
import { ApplyField } from './apply-field.tsx';
import {
  APPLY_FORM_FIELDS,
  type ApplyFormOutput,
  type ApplyFormValues,
  applyFormResolver,
  cvFileProblem,
  EMPTY_APPLICATION,
} from './apply-form-resolver.ts';
import { CvInput } from './cv-input.tsx';
import { PrivacyNoticeDialog } from './privacy-notice-dialog.tsx';

const numbers = new Intl.NumberFormat('en-US');

// A server message about a field the form does not draw, shown above the button as it is.
const UNDRAWN_FIELDS = ['privacy_notice_version', HONEYPOT_FIELD] as const;

type Failure = { messages: string[]; closed: boolean };

/**
 * The public apply form (issue 16): the contract's schema and messages on the client, the CV
 * checked before it travels, upload progress while it does, and the server's refusals under
 * their fields or above the button.
 */
export function ApplyForm({
  jobId,
  onSubmitted,
}: {
  jobId: number;
  onSubmitted: (response: ApplyResponse) => void;
}) {
  const form = useForm<ApplyFormValues, unknown, ApplyFormOutput>({
    resolver: applyFormResolver,
    defaultValues: EMPTY_APPLICATION,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitted } = form.formState;
  const apply = useApplyToJob();
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const coverLetterLength = form.watch('cover_letter').length;
  const sending = apply.isPending;

  const send = form.handleSubmit(async ({ application, cv }) => {
    setFailure(null);
    setProgress(0);
    try {
      onSubmitted(await apply.mutateAsync({ jobId, application, cv, onProgress: setProgress }));
    } catch (error) {
      showFailure(error);
    }
  });

  const showFailure = (error: unknown) => {
    const { fields, other } = formErrorsOf(error, [...APPLY_FORM_FIELDS, ...UNDRAWN_FIELDS]);
    // in the form's order, so the first refused field is the one that takes the focus
    const drawn = APPLY_FORM_FIELDS.filter((field) => fields[field]);
    drawn.forEach((field, index) => {
      form.setError(field, { type: 'server', message: fields[field] }, { shouldFocus: index === 0 });
    });
    const undrawn = UNDRAWN_FIELDS.flatMap((field) => fields[field] ?? []);
    setFailure({
      messages: [...undrawn, ...other],
      closed: error instanceof ApiError && error.status === 409,
    });
  };

  const chooseCv = (file: File) => {
    const problem = cvFileProblem(file);
    form.setValue('cv', problem ? null : file, { shouldDirty: true });
    if (problem) form.setError('cv', { type: 'custom', message: problem });
    else form.clearErrors('cv');
  };

  const text = (
    name: 'full_name' | 'email' | 'phone' | 'location' | 'linkedin_url',
    label: string,
    input: { type?: string; autoComplete?: string; inputMode?: 'url'; placeholder?: string },
    required = false,
  ) => (
    <ApplyField id={`apply-${name}`} label={label} required={required} error={errors[name]?.message}>
      {(control) => (
        <Input {...control} invalid={Boolean(errors[name])} {...input} {...form.register(name)} />
      )}
    </ApplyField>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (sending) event.preventDefault();
        else void send(event);
      }}
      // a field that takes the focus (the first refused one) shows with its label above it
      className="relative space-y-5 [&_:is(input,textarea)]:scroll-mt-24"
      aria-label="Application"
    >
      <p className="text-xs text-slate-500">
        Fields marked <span className="text-red-600">*</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('full_name', 'Full name', { autoComplete: 'name' }, true)}
        {text('email', 'Email', { type: 'email', autoComplete: 'email' }, true)}
        {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        {text('location', 'Location', { autoComplete: 'address-level2', placeholder: 'City, country' })}
      </div>
      {text('linkedin_url', 'LinkedIn profile', {
        inputMode: 'url',
        placeholder: 'linkedin.com/in/your-name',
      })}

      <Controller
        control={form.control}
        name="cv"
        render={({ field }) => (
          <ApplyField id="apply-cv" label="CV" required error={errors.cv?.message}>
            {(control) => (
              <CvInput
                control={control}
                labelledBy="apply-cv-label"
                inputRef={field.ref}
                file={field.value}
                disabled={sending}
                onChoose={chooseCv}
                onRefuse={(message) => form.setError('cv', { type: 'custom', message })}
                onRemove={() => {
                  form.setValue('cv', null, { shouldValidate: isSubmitted });
                }}
              />
            )}
          </ApplyField>
        )}
      />

      <ApplyField
        id="apply-cover_letter"
        label="Cover letter"
        error={errors.cover_letter?.message}
        hint="Optional: tell the team why this role interests you."
        aside={
          <span
            className={clsx(
              'text-xs tabular-nums',
              coverLetterLength > COVER_LETTER_MAX ? 'font-medium text-red-600' : 'text-slate-500',
            )}
          >
            {numbers.format(coverLetterLength)} / {numbers.format(COVER_LETTER_MAX)}
          </span>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            rows={7}
            invalid={Boolean(errors.cover_letter)}
            {...form.register('cover_letter')}
          />
        )}
      </ApplyField>

      <Controller
        control={form.control}
        name="privacy_consent"
        render={({ field }) => (
          <div className="space-y-1.5">
            <div className="flex items-start gap-3">
              <input
                id="apply-privacy_consent"
                ref={field.ref}
                name={field.name}
                type="checkbox"
                checked={field.value === 'true'}
                onChange={(event) => field.onChange(event.target.checked ? 'true' : '')}
                onBlur={field.onBlur}
                aria-required
                aria-invalid={errors.privacy_consent ? true : undefined}
                aria-describedby={errors.privacy_consent ? 'apply-privacy_consent-error' : undefined}
                className="mt-0.5 size-4 shrink-0 rounded accent-brand-600"
              />
              <div className="text-sm">
                <p className="font-medium text-slate-700">
                  <label htmlFor="apply-privacy_consent">I have read and accept the privacy notice</label>
                  <span className="ml-0.5 text-red-600" aria-hidden>
                    *
                  </span>
                </p>
                <button
                  type="button"
                  onClick={() => setNoticeOpen(true)}
                  className="block font-medium text-brand-600 hover:text-brand-700 hover:underline"
                >
                  Read the privacy notice
                </button>
              </div>
            </div>
            {errors.privacy_consent ? (
              <p id="apply-privacy_consent-error" className="pl-7 text-xs text-red-600">
                {errors.privacy_consent.message}
              </p>
            ) : null}
            <PrivacyNoticeDialog
              open={noticeOpen}
              onOpenChange={setNoticeOpen}
              onAccept={() => {
                field.onChange('true');
                setNoticeOpen(false);
              }}
            />
          </div>
        )}
      />

      {/* People never see or reach this field; a bot that fills it is answered as if it applied. */}
      <div aria-hidden inert className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <input type="text" tabIndex={-1} autoComplete="off" {...form.register(HONEYPOT_FIELD)} />
      </div>

      {failure && failure.messages.length > 0 ? (
        <Alert tone="error">
          {failure.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
          {failure.closed ? (
            <Link to="/careers" className="mt-1 inline-block font-medium underline">
              See the open positions
            </Link>
          ) : null}
        </Alert>
      ) : null}

      <div className="space-y-3 border-t border-slate-100 pt-5">
        {sending ? (
          <div className="space-y-1.5">
            <ProgressBar value={Math.round(progress * 100)} max={100} label="Sending your application" />
            <p className="text-xs text-slate-500" aria-live="polite">
              {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Reading your CV…'}
            </p>
          </div>
        ) : null}
        <Button type="submit" size="lg" loading={sending} className="w-full sm:w-auto">
          {sending ? 'Submitting...' : 'Submit application'}
        </Button>
      </div>
    </form>
  );
}
