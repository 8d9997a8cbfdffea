// A section's content read by a query (sessions, the MCP server, tokens, webhooks): placeholders while
// it loads, the failure with Retry when it could not be read, else the content.
import { serverErrorMessage } from '@thesis-studio/client';
import { LoadError, SkeletonStack } from '@thesis-studio/ui';
import type { ReactNode } from 'react';

interface SectionContentProps<T> {
  /** What the query read; unset until it answers. */
  value: T | null | undefined;
  error: unknown;
  onRetry: () => void;
  /** Names the placeholders, e.g. 'Loading sessions'. */
  loadingLabel: string;
  /** One placeholder per row, by its height class. */
  rows: readonly string[];
  errorTitle: string;
  children: (value: T) => ReactNode;
}

export function SectionContent<T>(props: SectionContentProps<T>) {
  const { value, error } = props;
  if (!value && !error) {
    return <SkeletonStack className="mt-4 grid gap-3" aria-label={props.loadingLabel} rows={props.rows} />;
  }
  if (!value) {
    return (
      <LoadError
        variant="inline"
        className="mt-4"
        title={props.errorTitle}
        detail={serverErrorMessage(error)}
        onRetry={props.onRetry}
      />
    );
  }
  return props.children(value);
}
