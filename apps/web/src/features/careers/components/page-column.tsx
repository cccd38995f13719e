import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A job page's column: readable lines on a wide screen, the full width on a phone. */
export function PageColumn({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">{children}</div>;
}

export function BackToCareers() {
  return (
    <Link
      to="/careers"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 hover:text-slate-800"
    >
      <ArrowLeft className="size-4" aria-hidden />
      All open positions
    </Link>
  );
}
