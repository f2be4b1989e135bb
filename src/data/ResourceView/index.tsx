import type { ReactNode } from 'react';
import { LoadingState } from '../../components/Spinner';
import { EmptyState, type EmptyStateProps } from '../../components/EmptyState';
import { ErrorState, MissingState } from '../../components/ErrorState';
import { isNotFound } from '../../lib/notFound';
import type { Resource } from '../useRead';

export interface ResourceViewProps<T> {
  resource: Resource<T>;
  children(data: T): ReactNode;
  /** What an empty result says; defaults to the generic empty copy. */
  empty?: EmptyStateProps;
  loadingLabel?: string;
  /** Replaces the default spinner, e.g. with skeleton cards shaped like the content. */
  loading?: ReactNode;
}

/** Renders the loading, empty, missing (404: the way on), error (with retry) or loaded state of a useRead result. */
export function ResourceView<T>({ resource, children, empty, loadingLabel, loading }: ResourceViewProps<T>) {
  switch (resource.status) {
    case 'loading':
      return <>{loading ?? <LoadingState label={loadingLabel} />}</>;
    case 'empty':
      return <EmptyState {...empty} />;
    case 'failure': {
      const Failure = isNotFound(resource.error) ? MissingState : ErrorState;
      return <Failure message={resource.error?.message} onRetry={resource.retry} />;
    }
    case 'unauthorized':
      // The root actor is logging out; the shell takes over.
      return null;
    case 'success':
      return <>{children(resource.data as T)}</>;
  }
}
