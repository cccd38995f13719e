import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Offer,
  type OfferFields,
  type OfferTemplate,
  offerFieldsSchema,
  salaryVisibleTo,
} from '@shortlist/contracts';
import { Eye, Pencil } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { FormErrors } from '../../../components/ui/form-errors.tsx';
import { ApiError, formErrorsOf } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/auth-session.tsx';
import type { OfferApplication } from '../../../lib/offer-letter.ts';
import { useCreateOffer } from '../api/create-offer.ts';
import { downloadOfferPdf } from '../api/download-offer-pdf.ts';
import { useOffer } from '../api/get-offer.ts';
import { useSendOffer } from '../api/send-offer.ts';
import { useSubmitOffer } from '../api/submit-offer.ts';
import { useUpdateOffer } from '../api/update-offer.ts';
import {
  CLOSE_AFTER_SEND_MS,
  canDraftFor,
  changedFields,
  employmentTypeFor,
  newOfferFields,
  type OfferJobFacts,
  SENT_CONFIRMATION_MS,
} from '../lib/offer-draft.ts';
import { type OfferAction, OfferActions } from './offer-actions.tsx';
import { OfferApprovalsPanel } from './offer-approvals-panel.tsx';
import { OfferForm } from './offer-form.tsx';
import { OfferPreview } from './offer-preview.tsx';
import { OfferSentPanel } from './offer-sent-panel.tsx';
import { TemplateChoice } from './template-choice.tsx';

const FIELD_NAMES = Object.keys(offerFieldsSchema.shape) as (keyof OfferFields)[];

type OfferWorkspaceProps = {
  application: OfferApplication;
  /** null: a new letter, saved (POST) on the first Save draft, Submit or Download */
  offerId: number | null;
  jobFacts?: OfferJobFacts;
  onCreated: (offer: Offer) => void;
  onCreateAnother: () => void;
  onClose: () => void;
};

/**
 * One offer letter in the dialog: the form or its preview, where it stands with its approvers, and
 * the actions its state allows. A save sends only the fields changed; the server's refusals show
 * beside their fields (or above the form) with everything typed kept.
 */
export function OfferWorkspace({
  application,
  offerId,
  jobFacts,
  onCreated,
  onCreateAnother,
  onClose,
}: OfferWorkspaceProps) {
  const id = useId();
  const user = useCurrentUser();
  const offer = useOffer(offerId).data ?? null;
  const [template, setTemplate] = useState<OfferTemplate>(offer?.template ?? 'full_time_standard');
  const editable = offer ? offer.status === 'draft' && offer.can_manage : canDraftFor(application);
  // until the user picks, what can no longer change reads as the letter and a draft as its form
  const [picked, setPreviewing] = useState<boolean | null>(null);
  const previewing = picked ?? !editable;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState<OfferAction | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const salaryVisible = offer ? offer.salary_visible : salaryVisibleTo(user.role, false);

  const drafted = useMemo(
    () => newOfferFields(application, template, jobFacts),
    [application, template, jobFacts],
  );
  const saved = offer?.fields ?? drafted;
  const form = useForm<OfferFields>({ resolver: zodResolver(offerFieldsSchema), defaultValues: saved });
  // a new version (this save, or someone else's) is what the form now starts from
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the offer's identity and version
  useEffect(() => {
    if (!offer) return;
    form.reset(offer.fields);
    setTemplate(offer.template);
  }, [offer?.id, offer?.version]);

  const create = useCreateOffer();
  const update = useUpdateOffer();
  const submit = useSubmitOffer();
  const send = useSendOffer();

  const values = form.watch();
  const templateChanged = offer !== null && template !== offer.template;
  const unsaved =
    offer === null || templateChanged || Object.keys(changedFields(saved, values, salaryVisible)).length > 0;
  const server = formErrorsOf(failure, FIELD_NAMES);

  // spec 02 §9: the confirmation reverts after 3 s, the dialog closes 2 s after the send
  useEffect(() => {
    if (sentTo === null) return;
    const close = setTimeout(onClose, CLOSE_AFTER_SEND_MS);
    const revert = setTimeout(() => setSentTo(null), SENT_CONFIRMATION_MS);
    return () => {
      clearTimeout(close);
      clearTimeout(revert);
    };
  }, [sentTo, onClose]);

  const chooseTemplate = (next: OfferTemplate) => {
    // the employment type follows the template until someone writes their own
    if (form.getValues('employment_type') === employmentTypeFor(template))
      form.setValue('employment_type', employmentTypeFor(next), { shouldDirty: true });
    setTemplate(next);
  };

  /** The form's values when valid; else the form shows why (and leaves the preview to show it). */
  const validValues = () =>
    new Promise<OfferFields | null>((resolve) => {
      void form.handleSubmit(resolve, () => {
        setPreviewing(false);
        resolve(null);
      })();
    });

  /** Saves what changed (the first save creates the draft); the offer as it now stands, or null. */
  const save = async (): Promise<Offer | null> => {
    const parsed = await validValues();
    if (!parsed) return null;
    const changes = changedFields(saved, parsed, salaryVisible);
    if (!offer) {
      const created = await create.mutateAsync({ application_id: application.id, template, ...changes });
      onCreated(created);
      return created;
    }
    if (Object.keys(changes).length === 0 && !templateChanged) return offer;
    return update.mutateAsync({
      id: offer.id,
      changes: { ...changes, ...(templateChanged ? { template } : {}) },
    });
  };

  const run = (action: OfferAction, work: () => Promise<void>) => async () => {
    setFailure(null);
    setBusy(action);
    try {
      await work();
    } catch (error) {
      setFailure(error);
      if (error instanceof ApiError && error.status === 400) setPreviewing(false);
    } finally {
      setBusy(null);
    }
  };
  const actions: Record<OfferAction, () => Promise<void>> = {
    save: run('save', async () => {
      const draft = await save();
      if (draft) toast.success(`Draft saved (version ${draft.version})`);
    }),
    submit: run('submit', async () => {
      const draft = await save();
      if (!draft) return;
      await submit.mutateAsync(draft.id);
      toast.success('Offer submitted for approval');
    }),
    download: run('download', async () => {
      const current = editable && unsaved ? await save() : offer;
      if (current) await downloadOfferPdf(current);
    }),
    send: run('send', async () => {
      if (!offer) return;
      const sent = await send.mutateAsync(offer.id);
      setSentTo(sent.fields.candidate_email);
    }),
  };

  if (sentTo !== null)
    return (
      <OfferSentPanel
        email={sentTo}
        onCreateAnother={canDraftFor(application) ? onCreateAnother : undefined}
      />
    );

  const preview: OfferFields = { ...values, salary: salaryVisible ? values.salary : null };
  return (
    <div className="flex max-h-[calc(100vh-10rem)] flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto pb-4">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <TemplateChoice value={template} onChange={chooseTemplate} disabled={!editable} />
          <Button
            variant="secondary"
            size="sm"
            icon={previewing ? <Pencil className="size-3.5" /> : <Eye className="size-3.5" />}
            onClick={() => setPreviewing(!previewing)}
          >
            {previewing ? (editable ? 'Edit' : 'Details') : 'Preview'}
          </Button>
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <div className="min-w-0 space-y-4">
            <FormErrors messages={server.other} />
            {previewing ? (
              <OfferPreview template={template} fields={preview} />
            ) : (
              <OfferForm
                id={id}
                form={form}
                template={template}
                salaryVisible={salaryVisible}
                editable={editable}
                serverErrors={server.fields}
              />
            )}
          </div>
          <div className="lg:border-l lg:border-slate-100 lg:pl-6">
            <OfferApprovalsPanel offer={offer} />
          </div>
        </div>
      </div>
      <OfferActions
        id={id}
        offer={offer}
        editable={editable}
        unsaved={unsaved}
        busy={busy}
        canDraftAnother={canDraftFor(application)}
        actions={actions}
        onCreateAnother={onCreateAnother}
      />
    </div>
  );
}
