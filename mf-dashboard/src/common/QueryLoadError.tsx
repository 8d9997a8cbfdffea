// A query that failed: its LoadError with the server's reason, and Try again reading it quietly again.
import { refetchQuietly, serverErrorMessage } from '@thesis-studio/client';
import { LoadError, type LoadErrorProps } from '@thesis-studio/ui';

export function QueryLoadError({
  error,
  refetch,
  ...props
}: Pick<LoadErrorProps, 'variant' | 'className'> & {
  title: string;
  error: unknown;
  refetch: () => Promise<unknown>;
}) {
  return (
    <LoadError {...props} detail={serverErrorMessage(error)} onRetry={() => void refetchQuietly(refetch)} />
  );
}
