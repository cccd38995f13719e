import { type CandidateImport, IMPORT_ACCEPT, IMPORT_LIMITS, IMPORT_MESSAGES } from '@shortlist/contracts';
import { clsx } from 'clsx';
import { FileSpreadsheet, UploadCloud } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { FormErrors } from '../../../components/ui/form-errors.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formErrorsOf } from '../../../lib/api-error.ts';
import { useUploadImport } from '../api/upload-import.ts';

const EXTENSIONS: readonly string[] = Object.values(IMPORT_ACCEPT).flat();
const ACCEPT = [...Object.keys(IMPORT_ACCEPT), ...EXTENSIONS].join(',');
const MAX_MB = IMPORT_LIMITS.maxBytes / 1024 / 1024;
const FIELDS = ['file'] as const;

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();

/** The checks the browser can make before sending; the server reads the file and checks the rest. */
export function checkImportFile(files: File[]): { file?: File; error?: string } {
  if (files.length === 0) return { error: IMPORT_MESSAGES.fileRequired };
  const file = files[0]!;
  if (files.length > 1 || !EXTENSIONS.includes(extensionOf(file.name)))
    return { error: IMPORT_MESSAGES.invalidType };
  if (file.size > IMPORT_LIMITS.maxBytes) return { error: IMPORT_MESSAGES.tooLarge };
  return { file };
}

/**
 * Step 1: a CSV or XLSX file, dropped or chosen (the picker is a real file input, reached with Tab
 * and opened with Enter or Space). The server's refusal of the file is shown under it.
 */
export function ImportFilePicker({ onUploaded }: { onUploaded: (created: CandidateImport) => void }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const upload = useUploadImport();
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState(0);
  const [rejection, setRejection] = useState<string | null>(null);
  const server = formErrorsOf(upload.error, FIELDS);
  const fileError = rejection ?? server.fields.file ?? null;

  const take = (files: File[]) => {
    if (upload.isPending) return;
    const { file, error } = checkImportFile(files);
    setRejection(error ?? null);
    upload.reset();
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: (fraction) => setProgress(Math.round(fraction * 100)) },
      { onSuccess: onUploaded },
    );
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };

  return (
    <div className="space-y-3">
      <FormErrors messages={server.other} />
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={clsx(
          'flex flex-col items-center gap-1.5 rounded-lg border-2 border-dashed px-4 py-10 text-center text-sm',
          'has-focus-visible:border-brand-500 has-focus-visible:ring-2 has-focus-visible:ring-brand-500/30',
          upload.isPending ? 'cursor-progress' : 'cursor-pointer',
          dragging
            ? 'border-brand-400 bg-brand-50'
            : fileError
              ? 'border-red-300 bg-red-50/30'
              : 'border-slate-300 hover:border-brand-300 hover:bg-slate-50',
        )}
      >
        {upload.isPending ? (
          <>
            <Spinner size="lg" className="text-brand-600" label="Uploading" />
            <span className="font-medium text-slate-700" aria-live="polite">
              {progress < 100
                ? `Uploading ${upload.variables.file.name} · ${progress}%`
                : `Reading ${upload.variables.file.name}…`}
            </span>
          </>
        ) : (
          <>
            <UploadCloud className="size-8 text-slate-400" aria-hidden />
            <span className="font-medium text-slate-700">
              Drop a CSV or XLSX file here, or click to choose one
            </span>
          </>
        )}
        <span id={hintId} className="text-xs text-slate-500">
          One header row, then one candidate per row · up to {MAX_MB} MB and{' '}
          {IMPORT_LIMITS.maxRows.toLocaleString('en-US')} rows
        </span>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          aria-label="Spreadsheet to import"
          aria-describedby={fileError ? `${hintId} ${errorId}` : hintId}
          aria-invalid={fileError ? true : undefined}
          disabled={upload.isPending}
          onChange={(event) => {
            take([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </label>
      {fileError ? (
        <p id={errorId} role="alert" className="flex items-center gap-1.5 text-sm text-red-600">
          <FileSpreadsheet className="size-4 shrink-0" aria-hidden />
          {fileError}
        </p>
      ) : null}
    </div>
  );
}
