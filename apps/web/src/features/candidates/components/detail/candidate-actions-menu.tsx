import {
  CANDIDATE_MESSAGES,
  type Candidate,
  DELETE_CANDIDATE_DENIED,
  PRIVACY_MESSAGES,
} from '@shortlist/contracts';
import {
  Archive,
  Copy,
  FileArchive,
  FileDown,
  Flag,
  MoreHorizontal,
  Pencil,
  Share2,
  ShieldX,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../../components/ui/dropdown-menu.tsx';
import { apiBlob } from '../../../../lib/api-client.ts';
import { ApiError, getErrorMessage } from '../../../../lib/api-error.ts';
import { useAuth } from '../../../../lib/auth-session.tsx';
import { useDownloadCandidateData } from '../../api/candidate-data-export.ts';
import { useDeleteCandidate } from '../../api/delete-candidate.ts';
import { useUpdateCandidate } from '../../api/update-candidate.ts';
import { EraseCandidateDialog } from './erase-candidate-dialog.tsx';

type Props = { candidate: Candidate; onEdit: () => void };

/**
 * spec 02 §2 more menu; Flag, Archive and Export do real work here (DESIGN.md §2). Issue 16: an
 * administrator downloads or erases the candidate's personal data; an erased record offers nothing
 * that writes to it (the server refuses those with 409 anyway).
 */
export function CandidateActionsMenu({ candidate, onEdit }: Props) {
  const { can } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(false);
  const update = useUpdateCandidate(candidate.id);
  const remove = useDeleteCandidate();
  const dataExport = useDownloadCandidateData(candidate.id);
  const erased = candidate.erased_at !== null;
  const managesData = can('manage_candidate_data') && !erased;
  const profileUrl = `${window.location.origin}/candidates/${candidate.id}`;

  const copyLink = async () => {
    await navigator.clipboard.writeText(profileUrl);
    toast.success('Profile link copied');
  };
  const share = async () => {
    if (navigator.share)
      await navigator.share({ title: candidate.full_name, url: profileUrl }).catch(() => undefined);
    else await copyLink();
  };
  const exportPdf = async () => {
    const opened = window.open('', '_blank');
    try {
      const blob = await apiBlob(`/candidates/${candidate.id}/export/`);
      const url = URL.createObjectURL(blob);
      if (opened) opened.location.href = url;
      else window.location.assign(url);
    } catch {
      opened?.close();
      toast.error('Could not export the profile.');
    }
  };
  const downloadData = () =>
    dataExport.mutate(undefined, {
      onSuccess: () => toast.success(PRIVACY_MESSAGES.exported),
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  const toggle = (field: 'is_flagged' | 'is_archived', done: string) =>
    update.mutate(
      { [field]: !candidate[field] },
      { onSuccess: () => toast.success(done), onError: () => toast.error(CANDIDATE_MESSAGES.updateFailed) },
    );
  const confirmDelete = () =>
    remove.mutate(candidate.id, {
      onSuccess: () => {
        toast.success(CANDIDATE_MESSAGES.deleted);
        navigate('/candidates');
      },
      onError: (error) => {
        setConfirming(false);
        if (error instanceof ApiError && error.status === 403) toast.error(DELETE_CANDIDATE_DENIED);
        else if (error instanceof ApiError && error.body.detail) toast.error(`Error: ${error.body.detail}`);
        else toast.error(CANDIDATE_MESSAGES.deleteFailed);
      },
    });

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" size="icon" aria-label="More actions">
            <MoreHorizontal className="size-4" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {erased ? null : (
            <DropdownMenuItem onSelect={onEdit}>
              <Pencil className="size-4" aria-hidden /> Edit Profile
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={copyLink}>
            <Copy className="size-4" aria-hidden /> Copy Profile Link
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={share}>
            <Share2 className="size-4" aria-hidden /> Share Profile
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={exportPdf}>
            <FileDown className="size-4" aria-hidden /> Export to PDF
          </DropdownMenuItem>
          {erased ? null : (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                onSelect={() =>
                  toggle('is_flagged', candidate.is_flagged ? 'Flag removed' : 'Candidate flagged')
                }
              >
                <Flag className="size-4" aria-hidden />{' '}
                {candidate.is_flagged ? 'Remove Flag' : 'Flag Candidate'}
              </DropdownMenuItem>
              <DropdownMenuItem
                onSelect={() =>
                  toggle('is_archived', candidate.is_archived ? 'Candidate restored' : 'Candidate archived')
                }
              >
                <Archive className="size-4" aria-hidden />{' '}
                {candidate.is_archived ? 'Unarchive Candidate' : 'Archive Candidate'}
              </DropdownMenuItem>
            </>
          )}
          {managesData ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={downloadData} disabled={dataExport.isPending}>
                <FileArchive className="size-4" aria-hidden /> Download personal data
              </DropdownMenuItem>
              <DropdownMenuItem
                onSelect={() => setErasing(true)}
                className="text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700"
              >
                <ShieldX className="size-4" aria-hidden /> Erase personal data…
              </DropdownMenuItem>
            </>
          ) : null}
          {can('delete_candidates') ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                onSelect={() => setConfirming(true)}
                className="text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700"
              >
                <Trash2 className="size-4" aria-hidden /> Delete Candidate
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Delete candidate"
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button variant="danger" loading={remove.isPending} onClick={confirmDelete}>
                Delete
              </Button>
            </>
          }
        >
          <p className="text-sm text-slate-600">
            Are you sure you want to delete {candidate.full_name}? This action cannot be undone.
          </p>
        </DialogContent>
      </Dialog>
      {can('manage_candidate_data') ? (
        <EraseCandidateDialog candidate={candidate} open={erasing} onOpenChange={setErasing} />
      ) : null}
    </>
  );
}
