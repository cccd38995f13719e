import { OFFER_TEMPLATE_LABELS, OFFER_TEMPLATES, type OfferTemplate } from '@shortlist/contracts';
import { clsx } from 'clsx';

/** spec 02: the choice between Full-Time Standard and Contract Position. */
export function TemplateChoice({
  value,
  onChange,
  disabled,
}: {
  value: OfferTemplate;
  onChange: (template: OfferTemplate) => void;
  disabled: boolean;
}) {
  return (
    <div role="radiogroup" aria-label="Template" className="inline-flex rounded-lg bg-slate-100 p-0.5">
      {OFFER_TEMPLATES.map((template) => (
        // biome-ignore lint/a11y/useSemanticElements: a segmented control; native radios cannot take this look
        <button
          key={template}
          type="button"
          role="radio"
          aria-checked={value === template}
          disabled={disabled}
          onClick={() => onChange(template)}
          className={clsx(
            'rounded-md px-3 py-1.5 text-sm font-medium transition-colors disabled:cursor-not-allowed',
            value === template
              ? 'bg-white text-slate-900 shadow-xs ring-1 ring-slate-200'
              : 'text-slate-500 hover:text-slate-800 disabled:hover:text-slate-500',
          )}
        >
          {OFFER_TEMPLATE_LABELS[template]}
        </button>
      ))}
    </div>
  );
}
