import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { CentredSpinner } from '../../../components/ui/spinner.tsx';
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
      <QueryState
        query={overview}
        loading={
          <Card>
            <CentredSpinner label="Loading the retention rule" />
          </Card>
        }
        errorTitle="Couldn't load the retention rule"
        frame={(message) => <Card>{message}</Card>}
      >
        {(data) => (
          <>
            <RetentionRuleCard overview={data} />
            <RetentionDueCard overview={data} page={duePage} onPageChange={setDuePage} />
          </>
        )}
      </QueryState>
      <PrivacyLogCard />
    </div>
  );
}
