import { DOCUMENT_MESSAGES } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { FileText, UploadCloud, X } from 'lucide-react';
import { type DragEvent, type Ref, useState } from 'react';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { formatFileSize } from '../careers-format.ts';
import type { FieldControlProps } from './apply-field.tsx';
import { CV_ACCEPT } from './apply-form-resolver.ts';

type CvInputProps = {
  control: FieldControlProps;
  /** the field's label, which names the file input (the drop area's words would only repeat it) */
  labelledBy: string;
  inputRef: Ref<HTMLInputElement>;
  file: File | null;
  onChoose: (file: File) => void;
  /** a drop of several files: the message to show */
  onRefuse: (message: string) => void;
  onRemove: () => void;
  disabled?: boolean;
};

/**
 * The CV: a drop area that opens the file picker, then the chosen file's name and size with
 * Replace and Remove. The file input itself stays in the page for keyboards and screen readers;
 * the box around it shows its focus.
 */
export function CvInput({
  control,
  labelledBy,
  inputRef,
  file,
  onChoose,
  onRefuse,
  onRemove,
  disabled = false,
}: CvInputProps) {
  const [dragging, setDragging] = useState(false);
  const invalid = Boolean(control['aria-invalid']);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 1) onRefuse(DOCUMENT_MESSAGES.tooManyFiles);
    else if (files[0]) onChoose(files[0]);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer's shortcut; the file input beside it does the same by keyboard
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={clsx(
        'relative rounded-lg transition-colors',
        'has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-500',
        dragging
          ? 'border-2 border-dashed border-brand-400 bg-brand-50'
          : file
            ? 'bg-white ring-1 ring-slate-200'
            : invalid
              ? 'border-2 border-dashed border-red-300 bg-red-50/40 hover:border-red-400'
              : 'border-2 border-dashed border-slate-300 bg-white hover:border-brand-300 hover:bg-slate-50',
      )}
    >
      <input
        {...control}
        ref={inputRef}
        type="file"
        accept={CV_ACCEPT}
        aria-labelledby={labelledBy}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // cleared so that choosing the same file again after Remove is still a change
          event.target.value = '';
          if (chosen) onChoose(chosen);
        }}
      />
      {file ? (
        <div className="flex items-center gap-3 px-3 py-2.5">
          <FileText className="size-5 shrink-0 text-brand-600" aria-hidden />
          <p className="min-w-0 flex-1 text-sm">
            <span className="block truncate font-medium text-slate-800">{file.name}</span>
            <span className="text-xs text-slate-500">{formatFileSize(file.size)}</span>
          </p>
          <label
            htmlFor={control.id}
            className={buttonClassName({
              variant: 'secondary',
              size: 'sm',
              className: clsx('cursor-pointer', disabled && 'pointer-events-none opacity-50'),
            })}
          >
            Replace
          </label>
          <button
            type="button"
            onClick={onRemove}
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
            className="rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600 disabled:opacity-50"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : (
        <label
          htmlFor={control.id}
          className={clsx(
            'flex cursor-pointer flex-col items-center gap-1 px-4 py-5 text-center text-sm',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          <UploadCloud className="size-6 text-slate-400" aria-hidden />
          <span className="font-medium text-slate-700">Choose a file or drag it here</span>
          <span className="text-xs text-slate-500">PDF, DOCX or TXT · up to 10 MB</span>
        </label>
      )}
    </div>
  );
}
