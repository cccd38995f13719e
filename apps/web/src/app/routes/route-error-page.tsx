import { AlertTriangle } from 'lucide-react';
import { useRouteError } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { getErrorMessage } from '../../lib/api-error.ts';

/** Shown when rendering a screen throws: says what happened and offers a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <div role="alert" className="flex min-h-screen items-center justify-center bg-slate-50">
      <EmptyState
        tone="error"
        icon={<AlertTriangle />}
        title="Something went wrong"
        description={getErrorMessage(error, 'An unexpected error stopped this page from loading.')}
        action={<Button onClick={() => window.location.reload()}>Reload the page</Button>}
      />
    </div>
  );
}
