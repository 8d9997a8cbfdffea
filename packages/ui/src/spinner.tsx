import type { HTMLAttributes } from 'react';
import { cn } from './cn.js';
import { useKitT } from './i18n/index.js';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  label?: string;
}

export function Spinner({ className, label, ...props }: SpinnerProps) {
  const t = useKitT();
  return (
    <span
      role="status"
      aria-label={label ?? t('ui.spinner.loading')}
      className={cn('inline-flex', className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-muted border-t-primary"
      />
    </span>
  );
}

/** A spinner centred in the space below the header (protected routes, loading remotes). */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center">
      <Spinner {...(label === undefined ? {} : { label })} />
    </div>
  );
}

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

/** Full-width placeholders in a column, one per height class in `rows` (a list or page loading); the
 *  column's own props (its label, role, spacing) as given. */
export function SkeletonStack({
  rows,
  ...props
}: HTMLAttributes<HTMLDivElement> & { rows: readonly string[] }) {
  return (
    <div {...props}>
      {rows.map((height, index) => (
        <Skeleton key={index} className={`${height} w-full`} />
      ))}
    </div>
  );
}
