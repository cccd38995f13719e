import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type Option<Value extends string | number> = { value: Value; label: ReactNode; className?: string };

type SegmentedChoiceProps<Value extends string | number> = {
  /** the radios' shared name: the browser moves between them with the arrow keys */
  name: string;
  /** the element naming the group (a competency, a mantra, "Recommendation") */
  labelledBy: string;
  describedBy?: string;
  options: Option<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  invalid?: boolean;
  /** classes of a chosen segment (the scale's brand colour unless an option has its own) */
  checkedClassName?: string;
};

/**
 * One choice among a few, drawn as segmented buttons but made of native radio buttons: Tab
 * reaches the group, the arrow keys move the choice, and a screen reader hears "7, 7 of 10".
 */
export function SegmentedChoice<Value extends string | number>({
  name,
  labelledBy,
  describedBy,
  options,
  value,
  onChange,
  invalid = false,
  checkedClassName = 'peer-checked:bg-brand-600 peer-checked:text-white peer-checked:ring-brand-600',
}: SegmentedChoiceProps<Value>) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className="flex shrink-0 flex-wrap gap-1"
    >
      {options.map((option) => (
        <label key={option.value} className="relative">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            // laid over its segment, invisible: the pointer and the keyboard both work the radio itself
            className="peer absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
          />
          <span
            className={clsx(
              'flex h-8 min-w-8 cursor-pointer items-center justify-center rounded-md bg-white px-2 text-sm font-medium text-slate-700 ring-1 ring-inset select-none',
              'hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
              invalid ? 'ring-red-300' : 'ring-slate-300',
              option.className ?? checkedClassName,
            )}
          >
            {option.label}
          </span>
        </label>
      ))}
    </div>
  );
}

type RatingScaleProps = Omit<SegmentedChoiceProps<number>, 'options'> & { min: number; max: number };

/** A 1–10 rating: ten segments, nothing chosen until the interviewer chooses. */
export function RatingScale({ min, max, ...props }: RatingScaleProps) {
  const options = Array.from({ length: max - min + 1 }, (_, index) => ({
    value: min + index,
    label: String(min + index),
  }));
  return <SegmentedChoice {...props} options={options} />;
}
