import { JOB_MESSAGES, type ParsedJobDescription } from '@shortlist/contracts';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useParseJobDescription } from '../../api/parse-job-description.ts';

/** spec 01 §2.5: an optional job-description PDF whose parsed values prefill the form. */
export function PdfUpload({ onParsed }: { onParsed: (parsed: ParsedJobDescription) => void }) {
  const id = useId();
  const parse = useParseJobDescription();
  const [message, setMessage] = useState<{ tone: 'error' | 'ok'; text: string } | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (file.type !== 'application/pdf') {
      setMessage({ tone: 'error', text: JOB_MESSAGES.invalidPdf });
      return;
    }
    setMessage(null);
    parse.mutate(file, {
      onSuccess: (parsed) => {
        onParsed(parsed);
        const found = Object.keys(parsed).length;
        setMessage({
          tone: 'ok',
          text: `Filled ${found} ${found === 1 ? 'field' : 'fields'} from ${file.name}. Check them before saving.`,
        });
      },
      onError: () => setMessage({ tone: 'error', text: JOB_MESSAGES.parsePdfFailed }),
    });
  };

  return (
    <div>
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600 hover:border-brand-400 hover:bg-brand-50/40"
      >
        {parse.isPending ? (
          <Spinner size="sm" label="Reading PDF" />
        ) : (
          <FileUp className="size-5 text-slate-400" aria-hidden />
        )}
        <span>
          <span className="font-medium text-slate-800">Upload a job description (PDF)</span>
          <span className="block text-xs text-slate-500">We read it and fill in what we find.</span>
        </span>
      </label>
      <input
        id={id}
        type="file"
        accept="application/pdf"
        aria-label="Job description PDF"
        className="sr-only"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {message ? (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={message.tone === 'error' ? 'mt-2 text-xs text-red-600' : 'mt-2 text-xs text-emerald-700'}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
