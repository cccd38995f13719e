import type { DuplicatePair, MergeResult } from '@shortlist/contracts';
import { GitMerge, UserX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DuplicateReasons } from './duplicate-reasons.tsx';
import { MergeDialog } from './merge-dialog.tsx';
import { RecordSummary } from './record-summary.tsx';

type DuplicatePairCardProps = {
  pair: DuplicatePair;
  /** Merge… and Not the same person, for those who may merge candidates */
  actions?: {
    onDismiss: () => void;
    dismissing: boolean;
    dismissDisabled: boolean;
    onMerged?: (result: MergeResult) => void;
  };
};

/** Two records that may be one person: why, both side by side, and what can be done about it. */
export function DuplicatePairCard({ pair, actions }: DuplicatePairCardProps) {
  const { first, second, reasons } = pair;
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-3">
        <DuplicateReasons reasons={reasons} />
        {actions ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              loading={actions.dismissing}
              disabled={actions.dismissDisabled}
              icon={<UserX className="size-3.5" aria-hidden />}
              onClick={actions.onDismiss}
            >
              Not the same person
            </Button>
            <MergeDialog
              records={[first, second]}
              onMerged={actions.onMerged}
              trigger={
                <Button size="sm" icon={<GitMerge className="size-3.5" aria-hidden />}>
                  Merge…
                </Button>
              }
            />
          </div>
        ) : null}
      </div>
      <div className="grid gap-4 px-5 py-4 sm:grid-cols-2">
        <RecordSummary record={first} linked />
        <div className="sm:border-l sm:border-slate-100 sm:pl-4">
          <RecordSummary record={second} linked />
        </div>
      </div>
    </Card>
  );
}
