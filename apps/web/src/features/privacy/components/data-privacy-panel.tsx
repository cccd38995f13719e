import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRetentionOverview } from '../api/get-retention-overview.ts';
import { PrivacyLogCard } from './privacy-log-card.tsx';
import { RetentionDueCard } from './retention-due-card.tsx';
import { RetentionRuleCard } from './retention-rule-card.tsx';

/**
 * Settings → Data privacy (administrators, issue 16): the retention rule, who it erases next, and
 * the privacy log of every export, erasure and change of the rule.
 */
export function DataPrivacyPanel() {
  const [duePage, setDuePage] = useState(1);
  const overview = useRetentionOverview(duePage);
  return (
    <div className="space-y-6">
      {overview.isPending ? (
        <Card className="flex justify-center py-16 text-brand-600">
          <Spinner size="lg" label="Loading the retention rule" />
        </Card>
      ) : overview.isError ? (
        <Card>
          <ErrorState
            title="Couldn't load the retention rule"
            error={overview.error}
            onRetry={() => overview.refetch()}
            retrying={overview.isFetching}
          />
        </Card>
      ) : (
        <>
          <RetentionRuleCard overview={overview.data} />
          <RetentionDueCard overview={overview.data} page={duePage} onPageChange={setDuePage} />
        </>
      )}
      <PrivacyLogCard />
    </div>
  );
}
