import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type CardActionButtonProps = {
  /** What the screen reader says, naming the candidate ("Schedule interview for Ada Lovelace"). */
  label: string;
  /** The tooltip ("Schedule interview"). */
  title: string;
  icon: ReactNode;
  onClick: () => void;
  className?: string;
};

/** A small icon button on a board card that opens a dialog (schedule an interview, send an e-mail). */
export function CardActionButton({ label, title, icon, onClick, className }: CardActionButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={title}
      aria-haspopup="dialog"
      onClick={onClick}
      className={clsx(
        'inline-flex size-6 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-brand-700',
        className,
      )}
    >
      {icon}
    </button>
  );
}
