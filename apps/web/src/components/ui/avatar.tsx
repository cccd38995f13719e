import { clsx } from 'clsx';
import { initialsOf } from '../../lib/format.ts';

type AvatarProps = { name: string; size?: 'sm' | 'md'; className?: string };

/** Initials on a brand-tinted disc; decorative, so the name must be shown or labelled nearby. */
export function Avatar({ name, size = 'md', className }: AvatarProps) {
  return (
    <span
      aria-hidden
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 ring-1 ring-brand-200',
        size === 'sm' ? 'size-7 text-[11px]' : 'size-9 text-xs',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
