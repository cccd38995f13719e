import {
  OFFER_LETTER_HEADINGS,
  OFFER_TEMPLATE_LABELS,
  type OfferFields,
  type OfferTemplate,
  renderOfferLetter,
} from '@shortlist/contracts';
import { clsx } from 'clsx';

/** The letter's section headings, set in bold as the PDF sets them. */
const HEADINGS = new Set<string>(OFFER_LETTER_HEADINGS);

/**
 * The letter as the candidate will read it: `renderOfferLetter`, the text the PDF and the e-mailed
 * copy carry, under the company's name on a sheet of paper.
 */
export function OfferPreview({ template, fields }: { template: OfferTemplate; fields: OfferFields }) {
  const lines = renderOfferLetter(template, fields).split('\n');
  return (
    <article
      aria-label="Offer letter preview"
      className="mx-auto max-w-2xl rounded-lg bg-white px-8 py-10 shadow-sm ring-1 ring-slate-200 sm:px-12"
    >
      <header className="mb-8 border-b border-slate-200 pb-4">
        <p className="text-xl font-semibold text-slate-900">{fields.company_name || 'Offer of employment'}</p>
        <p className="text-sm text-slate-500">Offer of employment · {OFFER_TEMPLATE_LABELS[template]}</p>
      </header>
      <div className="font-serif text-[15px] leading-7 text-slate-800">
        {lines.map((line, index) =>
          line === '' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the letter's lines have no identity but their place
            <div key={index} className="h-3" aria-hidden />
          ) : (
            <p
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              key={index}
              className={clsx(
                'whitespace-pre-wrap',
                HEADINGS.has(line) &&
                  'mt-1 font-sans text-sm font-semibold tracking-wide text-slate-900 uppercase',
              )}
            >
              {line}
            </p>
          ),
        )}
      </div>
    </article>
  );
}
