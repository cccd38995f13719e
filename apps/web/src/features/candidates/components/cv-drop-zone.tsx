import {
  CV_ACCEPTED_EXTENSIONS,
  CV_ACCEPTED_TYPES,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  JUNK_FILE_NAMES,
} from '@shortlist/contracts';
import { clsx } from 'clsx';
import { CheckCircle2, FileText, Loader2, UploadCloud, X, XCircle } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';

export type CvFileState = 'uploading' | 'processing' | 'completed' | 'error';
export type CvFile = { file: File; state: CvFileState; progress: number; message?: string };

const ACCEPT = [...Object.keys(CV_ACCEPTED_TYPES), ...CV_ACCEPTED_EXTENSIONS].join(',');
const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();

/** spec 02 §5 drop area messages. The server re-checks size and type by content. */
export function checkCvFile(files: File[]): { file?: File; error?: string } {
  const useful = files.filter((file) => !(JUNK_FILE_NAMES as readonly string[]).includes(file.name));
  if (useful.length === 0) return {};
  if (useful.length > 1) return { error: DOCUMENT_MESSAGES.tooManyFiles };
  const file = useful[0]!;
  if (!(CV_ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return { error: `File type must be ${CV_ACCEPTED_EXTENSIONS.join(', ')}` };
  if (file.size > DOCUMENT_LIMITS.maxBytes)
    return { error: `File is larger than ${DOCUMENT_LIMITS.maxBytes} bytes` };
  if (file.size < DOCUMENT_LIMITS.minBytes)
    return { error: `File is smaller than ${DOCUMENT_LIMITS.minBytes} bytes` };
  return { file };
}

const STATE_LABEL: Record<CvFileState, string> = {
  uploading: 'Uploading',
  processing: 'Processing',
  completed: 'Completed',
  error: 'Error',
};

type Props = { value: CvFile | null; onFile: (file: File) => void; onRemove: () => void; disabled?: boolean };

/** A single-file CV drop area with the spec's states (uploading, processing, completed, error). */
export function CvDropZone({ value, onFile, onRemove, disabled }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejection, setRejection] = useState<string | null>(null);

  const take = (files: File[]) => {
    const { file, error } = checkCvFile(files);
    setRejection(error ?? null);
    if (file) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take([...event.dataTransfer.files]);
  };

  if (value) {
    const { file, state, progress, message } = value;
    return (
      <div className="rounded-lg p-3 ring-1 ring-slate-200" aria-live="polite">
        <div className="flex items-center gap-3">
          <FileText className="size-5 shrink-0 text-slate-400" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-800">{file.name}</p>
            <p
              className={clsx(
                'flex items-center gap-1 text-xs',
                state === 'error' ? 'text-red-600' : 'text-slate-500',
              )}
            >
              {state === 'completed' ? (
                <CheckCircle2 className="size-3.5 text-emerald-600" aria-hidden />
              ) : null}
              {state === 'error' ? <XCircle className="size-3.5" aria-hidden /> : null}
              {state === 'uploading' || state === 'processing' ? (
                <Loader2 className="size-3.5 animate-spin" aria-hidden />
              ) : null}
              {state === 'error' ? message : `${STATE_LABEL[state]} · ${progress}%`}
              {state === 'completed' && message ? ` · ${message}` : null}
            </p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${file.name}`}
            className="rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
        <div
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label="CV progress"
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div
            className={clsx(
              'h-full rounded-full transition-all',
              state === 'error' ? 'bg-red-500' : state === 'completed' ? 'bg-emerald-500' : 'bg-brand-500',
            )}
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>
    );
  }

  return (
    <div>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={clsx(
          'flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm',
          dragging
            ? 'border-brand-400 bg-brand-50'
            : 'border-slate-300 hover:border-brand-300 hover:bg-slate-50',
        )}
      >
        <UploadCloud className="size-6 text-slate-400" aria-hidden />
        <span className="font-medium text-slate-700">Drop a CV here or click to browse</span>
        <span className="text-xs text-slate-500">
          PDF, DOC, DOCX, TXT, PNG or JPG · up to 10 MB · we read it to prefill the form
        </span>
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        aria-label="CV file"
        disabled={disabled}
        onChange={(event) => {
          take([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {rejection ? <p className="mt-1 text-xs text-red-600">{rejection}</p> : null}
    </div>
  );
}
