import { clsx } from 'clsx';

type SpinnerProps = { label?: string; size?: 'sm' | 'md' | 'lg'; className?: string };

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

/** An announced loading indicator; `label` is read by screen readers. */
export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={clsx('inline-flex items-center', className)}>
      <svg
        className={clsx('animate-spin text-current', SIZES[size])}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" className="opacity-20" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

type CentredSpinnerProps = {
  label: string;
  size?: SpinnerProps['size'];
  /** its vertical room, which replaces the default `py-16` */
  className?: string;
};

/** A brand-coloured spinner centred in the space the content will take (a list, a panel). */
export function CentredSpinner({ label, size = 'lg', className = 'py-16' }: CentredSpinnerProps) {
  return (
    <div className={clsx('flex justify-center text-brand-600', className)}>
      <Spinner size={size} label={label} />
    </div>
  );
}
