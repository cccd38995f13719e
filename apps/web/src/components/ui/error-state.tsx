import { AlertTriangle, RotateCw } from 'lucide-react';
import { getErrorMessage } from '../../lib/api-error.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

type ErrorStateProps = {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  /** What the failure says when the server sent no message of its own (the spec's words). */
  fallback?: string;
};

/** A failed load: what failed, the server's message and a Retry button (never sample data). */
export function ErrorState({ title, error, onRetry, retrying = false, fallback }: ErrorStateProps) {
  return (
    <div role="alert">
      <EmptyState
        tone="error"
        icon={<AlertTriangle />}
        title={title}
        description={getErrorMessage(error, fallback)}
        action={
          <Button
            variant="secondary"
            onClick={onRetry}
            loading={retrying}
            icon={<RotateCw className="size-4" />}
          >
            Retry
          </Button>
        }
      />
    </div>
  );
}
