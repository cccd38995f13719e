import { PARSED_FIELD_LABELS, type ParsedFields } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { parsedValue } from '../../lib/incoming-email.ts';

const FIELDS = Object.keys(PARSED_FIELD_LABELS) as (keyof ParsedFields)[];
/** Shown as chips on a row of their own. */
const LISTS = new Set<keyof ParsedFields>(['skills']);

/** spec 02 Inbox: every field read from the e-mail and its CV that has a value; skills as chips. */
export function ParsedFieldsList({
  fields,
  columns = 4,
  className,
}: {
  fields: ParsedFields;
  /** on a wide screen: 4 across a card, 3 in the detail modal */
  columns?: 3 | 4;
  className?: string;
}) {
  const shown = FIELDS.filter((key) => !LISTS.has(key) && parsedValue(fields, key) !== null);
  if (shown.length === 0 && fields.skills.length === 0) {
    return (
      <p className={clsx('text-sm text-slate-500', className)}>No details could be read from this e-mail.</p>
    );
  }
  return (
    <div className={className}>
      {shown.length > 0 ? (
        <dl
          aria-label="Extracted fields"
          className={clsx(
            'grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2',
            columns === 4 ? 'xl:grid-cols-4' : 'md:grid-cols-3',
          )}
        >
          {shown.map((key) => (
            <div key={key} className="min-w-0">
              <dt className="text-xs text-slate-500">{PARSED_FIELD_LABELS[key]}</dt>
              <dd className="truncate text-sm text-slate-800" title={parsedValue(fields, key) ?? undefined}>
                <FieldValue field={key} value={parsedValue(fields, key) ?? ''} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {fields.skills.length > 0 ? (
        <div className={clsx('flex flex-wrap items-center gap-1.5', shown.length > 0 && 'mt-3')}>
          <span className="mr-1 text-xs text-slate-500">{PARSED_FIELD_LABELS.skills}</span>
          <ul aria-label={PARSED_FIELD_LABELS.skills} className="contents">
            {fields.skills.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-white px-2 py-0.5 text-xs text-slate-700 ring-1 ring-slate-200 ring-inset"
              >
                {skill}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** A LinkedIn address opens in a new tab, but only an http(s) one: the text came from a stranger. */
function FieldValue({ field, value }: { field: keyof ParsedFields; value: string }) {
  if (field === 'linkedin' && /^https?:\/\//i.test(value)) {
    return (
      <a
        href={value}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="text-brand-700 hover:underline"
      >
        {value.replace(/^https?:\/\/(www\.)?/i, '')}
      </a>
    );
  }
  return <>{value}</>;
}
