import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button, type ButtonSize } from '../../../components/ui/button.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { useDownloadRefusedRows } from '../api/download-refused-rows.ts';

type Props = { importId: number; size?: ButtonSize; label?: string };

/** Saves the refused rows of an import, with their reasons, as a CSV (signed in like every call). */
export function RefusedRowsButton({ importId, size = 'sm', label = 'Refused rows (CSV)' }: Props) {
  const download = useDownloadRefusedRows();
  return (
    <Button
      variant="secondary"
      size={size}
      loading={download.isPending}
      icon={<Download className="size-3.5" aria-hidden />}
      onClick={() => download.mutate(importId, { onError: (error) => toast.error(getErrorMessage(error)) })}
    >
      {label}
    </Button>
  );
}
