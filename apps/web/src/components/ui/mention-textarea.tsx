import type { DirectoryUser } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { initialsOf } from '../../lib/format.ts';
import { useUserDirectory } from '../../lib/user-directory.ts';

/** `@` then letters (a first name, optionally a space and the start of a last name) just before the caret. */
const MENTION_QUERY = /(?:^|\s)@(\p{L}[\p{L}\p{M}'’.-]*(?: [\p{L}\p{M}'’.-]*)?)$/u;

type MentionTextareaProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
  className?: string;
  describedBy?: string;
  'aria-label'?: string;
};

/**
 * A textarea that completes @mentions: typing `@` and letters lists matching colleagues; arrows
 * choose, Enter or Tab picks, Escape closes. Picking writes `@Full Name ` into the text, which is
 * all a mention is (the server finds the names when the note is saved).
 */
export function MentionTextarea({
  id,
  value,
  onChange,
  describedBy,
  className,
  ...props
}: MentionTextareaProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  /** Where the caret goes once a picked mention is in the text (setting the value moves it to the end). */
  const [caretAfterPick, setCaretAfterPick] = useState<number | null>(null);
  useLayoutEffect(() => {
    // in the same commit as the new text, before the browser takes the next keystroke
    if (caretAfterPick === null) return;
    textarea.current?.setSelectionRange(caretAfterPick, caretAfterPick);
    setCaretAfterPick(null);
  }, [caretAfterPick]);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const directory = useUserDirectory(mention?.query ?? '', {
    enabled: mention !== null,
    needsText: true,
  });
  const options = mention ? directory.users : [];
  const open = options.length > 0;
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  const detect = (text: string, caret: number) => {
    const match = MENTION_QUERY.exec(text.slice(0, caret));
    const query = match?.[1];
    setMention(query ? { start: caret - query.length - 1, query } : null);
    if (query !== mention?.query) setActive(0);
  };

  const pick = (person: DirectoryUser) => {
    if (!mention) return;
    const caret = textarea.current?.selectionStart ?? value.length;
    const inserted = `@${person.full_name} `;
    const before = value.slice(0, mention.start);
    onChange(`${before}${inserted}${value.slice(caret)}`);
    setMention(null);
    setCaretAfterPick(before.length + inserted.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    const chosen = options[Math.min(active, options.length - 1)];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && chosen) {
      event.preventDefault();
      pick(chosen);
    } else if (event.key === 'Escape') {
      // closes the list only, not a dialog around the form
      event.preventDefault();
      event.stopPropagation();
      setMention(null);
    }
  };

  return (
    <div className="relative">
      <textarea
        ref={textarea}
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          detect(event.target.value, event.target.selectionStart);
        }}
        onClick={(event) => detect(value, event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        onBlur={() => setMention(null)}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(Math.min(active, options.length - 1)) : undefined}
        aria-describedby={describedBy}
        className={className}
        {...props}
      />
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label="People to mention"
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-56 overflow-y-auto rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          {options.map((person, index) => (
            <div
              key={person.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // mousedown, not click: the textarea keeps its focus and caret
              onMouseDown={(event) => {
                event.preventDefault();
                pick(person);
              }}
              onMouseEnter={() => setActive(index)}
              className={clsx(
                'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm',
                index === active ? 'bg-brand-50 text-brand-800' : 'text-slate-700',
              )}
            >
              <span
                aria-hidden
                className="flex size-6 items-center justify-center rounded-full bg-slate-100 text-[10px] font-semibold text-slate-600"
              >
                {initialsOf(person.full_name)}
              </span>
              {person.full_name}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
