import { KANBAN_MESSAGES } from '@shortlist/contracts';
import { Download, RotateCw, Share2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { FilterSearch } from '../../../components/ui/filter-bar.tsx';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { getBoardMetrics } from '../api/get-metrics.ts';
import { KANBAN_SERVICE_MESSAGES } from '../api/messages.ts';
import { metricsToCsv } from '../lib/metrics-csv.ts';

type ToolbarProps = {
  jobId: number;
  jobTitle: string;
  search: string;
  onSearch: (value: string) => void;
  refreshing: boolean;
  onRefresh: () => void;
  settings: React.ReactNode;
};

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}

/** spec 02 Kanban header: search, Share, Export (CSV of the metrics), Settings, Refresh. */
export function BoardToolbar({
  jobId,
  jobTitle,
  search,
  onSearch,
  refreshing,
  onRefresh,
  settings,
}: ToolbarProps) {
  const [exporting, setExporting] = useState(false);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `${jobTitle} — Kanban board`, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(KANBAN_MESSAGES.shareCopied);
    } catch {
      toast.error('Could not copy the board link. Copy it from the address bar.');
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      download(`kanban-metrics-job-${jobId}.csv`, metricsToCsv(await getBoardMetrics(jobId)));
    } catch (error) {
      toast.error(getErrorMessage(error, KANBAN_SERVICE_MESSAGES.metrics));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <FilterSearch
        label="Search the board"
        placeholder="Search candidates on this board..."
        value={search}
        onChange={onSearch}
        className="w-full max-w-xs"
      />
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={share} icon={<Share2 className="size-4" />}>
          Share
        </Button>
        <Button
          variant="secondary"
          onClick={exportCsv}
          loading={exporting}
          icon={<Download className="size-4" />}
        >
          Export
        </Button>
        {settings}
        <Button
          variant="secondary"
          onClick={onRefresh}
          loading={refreshing}
          icon={<RotateCw className="size-4" />}
          aria-label="Refresh board"
        >
          Refresh
        </Button>
      </div>
    </div>
  );
}
