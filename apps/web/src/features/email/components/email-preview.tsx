import type { ReactNode } from 'react';

type EmailPreviewProps = {
  from: string;
  to?: ReactNode;
  subject: string;
  body: string;
  /** a line under the headers: whose data filled the variables, or what is still missing */
  note?: ReactNode;
  label?: string;
};

/** A message as the candidate will read it: headers, then the plain-text body. */
export function EmailPreview({ from, to, subject, body, note, label = 'Preview' }: EmailPreviewProps) {
  return (
    <section aria-label={label} className="overflow-hidden rounded-lg bg-white ring-1 ring-slate-200">
      <dl className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-2 gap-y-1 border-b border-slate-100 bg-slate-50 px-4 py-3 text-sm">
        <dt className="text-slate-500">From:</dt>
        <dd className="truncate text-slate-800">{from}</dd>
        {to !== undefined ? (
          <>
            <dt className="text-slate-500">To:</dt>
            <dd className="truncate text-slate-800">{to}</dd>
          </>
        ) : null}
        <dt className="text-slate-500">Subject:</dt>
        <dd className="font-medium break-words text-slate-900">{subject}</dd>
      </dl>
      {note ? <div className="border-b border-slate-100 px-4 py-2 text-xs text-slate-500">{note}</div> : null}
      <div className="max-h-80 overflow-y-auto px-4 py-3 text-sm leading-relaxed whitespace-pre-wrap break-words text-slate-700">
        {body}
      </div>
    </section>
  );
}
