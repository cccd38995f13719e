import { PRODUCT_NAME } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { useId } from 'react';

/** The product mark: a short list with one entry picked out. */
export function LogoMark({ className }: { className?: string }) {
  // an id per instance: a hidden copy (the desktop sidebar under a drawer) must not own the gradient
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" className={clsx('size-8', className)} aria-hidden>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-brand-500)" />
          <stop offset="1" stopColor="var(--color-brand-700)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M9.5 11h13M9.5 16h8M9.5 21h5" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="21.5" cy="21" r="2.6" fill="var(--color-brand-200)" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="text-[17px] font-semibold tracking-tight text-slate-900">{PRODUCT_NAME}</span>
    </span>
  );
}
