import type { Candidate, Document } from '@shortlist/contracts';
import { AlertTriangle, Download, Eye, FileText, Mail, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { apiBlob } from '../../../../lib/api-client.ts';
import { getErrorMessage } from '../../../../lib/api-error.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useCandidateDocuments, useUploadDocument } from '../../api/candidate-documents.ts';
import { checkCvFile } from '../cv-drop-zone.tsx';
import { documentTypeLabel, downloadDocument, fileSizeLabel } from '../document-file.ts';
import { Panel } from './overview-tab.tsx';

export function DocumentsTab({ candidate }: { candidate: Candidate }) {
  const documents = useCandidateDocuments(candidate.id);
  const upload = useUploadDocument(candidate.id);
  const [viewing, setViewing] = useState<Document | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // issue 16: an erased candidate's documents are gone, and nothing new is filed under them
  const erased = candidate.erased_at !== null;

  const onFile = (files: File[]) => {
    const { file, error } = checkCvFile(files);
    if (error) toast.error(error);
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, type: 'cv', onProgress: (fraction) => setProgress(Math.round(fraction * 100)) },
      {
        onSuccess: (document) =>
          toast.success(
            document.warning
              ? `${document.filename} uploaded: ${document.warning}`
              : `${document.filename} uploaded`,
          ),
        onError: (failure) => toast.error(getErrorMessage(failure, 'Processing failed')),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <div className="space-y-4">
      <Panel
        title="Documents"
        actions={
          erased ? null : (
            <>
              <input
                ref={input}
                type="file"
                className="sr-only"
                aria-label="Upload document"
                onChange={(event) => {
                  onFile([...(event.target.files ?? [])]);
                  event.target.value = '';
                }}
              />
              <Button
                size="sm"
                variant="secondary"
                icon={<Upload className="size-4" />}
                loading={upload.isPending}
                onClick={() => input.current?.click()}
              >
                {progress !== null ? `Uploading ${progress}%` : 'Upload'}
              </Button>
            </>
          )
        }
      >
        <QueryState
          query={documents}
          loading={<Spinner label="Loading documents" />}
          errorTitle="Couldn't load documents"
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState
              icon={<FileText />}
              title={erased ? 'No documents' : 'No documents yet'}
              description={
                erased ? 'Documents were deleted with the personal data.' : 'Upload a CV or another document.'
              }
            />
          }
        >
          {(data) => (
            <ul className="divide-y divide-slate-100">
              {data.map((document) => (
                <li key={document.id} className="flex items-center gap-3 py-3">
                  <FileText className="size-5 text-slate-400" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-slate-900">{document.filename}</p>
                    <p className="text-xs text-slate-500">
                      {documentTypeLabel(document.type)} · {fileSizeLabel(document.file_size)} ·{' '}
                      {formatDate(document.uploaded_at, 'long')} · via {candidate.source_type}
                    </p>
                    {document.warning ? (
                      <Badge tone="yellow" className="mt-1">
                        <AlertTriangle className="size-3" aria-hidden /> {document.warning}
                      </Badge>
                    ) : null}
                  </div>
                  {document.content_type === 'application/pdf' ||
                  document.content_type.startsWith('image/') ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      icon={<Eye className="size-4" />}
                      onClick={() => setViewing(document)}
                    >
                      View
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Download className="size-4" />}
                    onClick={() => downloadDocument(document).catch(() => toast.error('Download failed'))}
                  >
                    Download
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Panel>
      {candidate.emails[0] ? (
        <Panel title="Application e-mail">
          <Link
            to={`/email?search=${encodeURIComponent(candidate.emails[0])}`}
            className="inline-flex items-center gap-2 text-sm text-brand-700 hover:underline"
          >
            <Mail className="size-4" aria-hidden /> E-mails from {candidate.emails[0]}
          </Link>
        </Panel>
      ) : null}
      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        {viewing ? (
          <DialogContent title={viewing.filename} className="max-w-4xl">
            <DocumentViewer document={viewing} />
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}

/** The file is fetched with the bearer token, then shown from a blob URL (a plain link would not be signed in). */
function DocumentViewer({ document }: { document: Document }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    apiBlob(document.url)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setFailed(true));
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [document.url]);
  if (failed) return <p className="text-sm text-red-600">The document could not be loaded.</p>;
  if (!url) return <Spinner label="Loading document" />;
  return document.content_type.startsWith('image/') ? (
    <img src={url} alt={document.filename} className="mx-auto max-h-[70vh]" />
  ) : (
    <iframe
      title={document.filename}
      src={url}
      className="h-[70vh] w-full rounded-lg ring-1 ring-slate-200"
    />
  );
}
