import type { ReactNode } from 'react';
import { ErrorState } from './error-state.tsx';
import { CentredSpinner } from './spinner.tsx';

/** What the ladder reads of a query: a TanStack `useQuery(…)` result fits as it is. */
export type QueryStateQuery<TData> = {
  data: TData | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type EmptyProps<TData> =
  | {
      /** whether the loaded data has nothing to show */
      isEmpty: (data: TData) => boolean;
      /** what shows then (an EmptyState), or a function of the data when it depends on it */
      empty: ReactNode | ((data: TData) => ReactNode);
    }
  | { isEmpty?: undefined; empty?: undefined };

export type QueryStateProps<TData> = EmptyProps<TData> & {
  query: QueryStateQuery<TData>;
  /** what the default spinner announces ("Loading jobs") */
  loadingLabel?: string;
  /** the whole loading presentation instead of the default spinner: a skeleton, or a spinner laid out for its place */
  loading?: ReactNode;
  /** the error's heading ("Couldn't load jobs") */
  errorTitle: string;
  /** the error's sentence when the server sent no message of its own */
  errorFallback?: string;
  /**
   * Where the error and empty messages stand when the data brings its own surfaces (a Card, a
   * back link beside them). The loading presentation is given whole, so it is not framed.
   */
  frame?: (message: ReactNode) => ReactNode;
  /** the page itself, from the loaded data */
  children: (data: TData) => ReactNode;
};

const unframed = (message: ReactNode) => message;

/**
 * One query's ladder: loading → an error with Retry → empty → the data.
 *
 * Data wins over a later error (docs/decisions/028): once the query has data, a failed refetch
 * (an invalidation, a live update, polling) leaves that data on screen — TanStack reports
 * `isError` with the last good `data` kept — instead of swapping a working page for an error.
 * The error with Retry is for a query that has nothing to show. A query that is off and has no
 * data shows the loading state, so a page whose query may be disabled decides that first.
 */
export function QueryState<TData>({
  query,
  loadingLabel = 'Loading',
  loading,
  errorTitle,
  errorFallback,
  isEmpty,
  empty,
  frame = unframed,
  children,
}: QueryStateProps<TData>) {
  if (query.data !== undefined) {
    const data = query.data;
    if (!isEmpty?.(data)) return children(data);
    return frame(typeof empty === 'function' ? empty(data) : empty);
  }
  if (query.isError) {
    return frame(
      <ErrorState
        title={errorTitle}
        error={query.error}
        fallback={errorFallback}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />,
    );
  }
  return loading ?? <CentredSpinner label={loadingLabel} />;
}
