import { Download, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useCandidateDocuments } from '../api/candidate-documents.ts';
import { documentTypeLabel, downloadDocument, fileSizeLabel } from './document-file.ts';

type DocumentsCandidate = { id: number; full_name: string };

/**
 * A candidate's documents from outside their page (the pipeline card's View documents, spec 02):
 * the Documents tab's list, read-only, each with Download. Open while `candidate` is set.
 */
export function CandidateDocumentsDialog({
  candidate,
  onClose,
}: {
  candidate: DocumentsCandidate | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={candidate !== null} onOpenChange={(open) => !open && onClose()}>
      {candidate ? <DocumentsContent key={candidate.id} candidate={candidate} /> : null}
    </Dialog>
  );
}

function DocumentsContent({ candidate }: { candidate: DocumentsCandidate }) {
  return (
    <DialogContent
      title={`Documents of ${candidate.full_name}`}
      footer={
        <Link
          to={`/candidates/${candidate.id}?tab=documents`}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Open the Documents tab
        </Link>
      }
    >
      <DocumentList candidateId={candidate.id} />
    </DialogContent>
  );
}

function DocumentList({ candidateId }: { candidateId: number }) {
  const documents = useCandidateDocuments(candidateId);
  return (
    <QueryState
      query={documents}
      loading={
        <div className="flex items-center justify-center gap-3 py-10 text-sm text-slate-500">
          <Spinner className="text-brand-600" label="Loading documents" />
          Loading documents...
        </div>
      }
      errorTitle="Couldn't load documents"
      isEmpty={(data) => data.length === 0}
      empty={<EmptyState icon={<FileText />} title="No documents yet." className="py-10" />}
    >
      {(data) => (
        <ul className="divide-y divide-slate-100" aria-label="Documents">
          {data.map((document) => (
            <li key={document.id} className="flex items-center gap-3 py-3">
              <FileText className="size-5 shrink-0 text-slate-400" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{document.filename}</p>
                <p className="text-xs text-slate-500">
                  {documentTypeLabel(document.type)} · {fileSizeLabel(document.file_size)} ·{' '}
                  {formatDate(document.uploaded_at, 'long')}
                </p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Download ${document.filename}`}
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
  );
}
