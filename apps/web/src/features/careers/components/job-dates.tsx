import { Fragment } from 'react';

/** "Posted Mar 3, 2026 · Applications close Apr 30, 2026": each part kept whole when the line wraps. */
export function JobDates({ facts, className }: { facts: (string | null)[]; className?: string }) {
  const shown = facts.filter((fact): fact is string => Boolean(fact));
  if (shown.length === 0) return null;
  return (
    <p className={className}>
      {shown.map((fact, index) => (
        <Fragment key={fact}>
          {index > 0 ? ' · ' : null}
          <span className="whitespace-nowrap">{fact}</span>
        </Fragment>
      ))}
    </p>
  );
}
