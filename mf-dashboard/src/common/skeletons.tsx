// Loading placeholders shaped like the cards they stand in for (spec §9 skeleton counts).
import { Card, Skeleton, SkeletonStack } from '@thesis-studio/ui';

/** A page of section cards (account, API tokens): one placeholder per row height; announced as `label`. */
export function SectionsSkeleton({ label, rows }: { label: string; rows: string[] }) {
  return <SkeletonStack className="grid gap-6" aria-label={label} rows={rows} />;
}

/** A grid of `count` card-shaped placeholders; announced once as `label`. */
export function CardGridSkeleton({
  count,
  label,
  testId,
  lines = 2,
}: {
  count: number;
  label: string;
  testId: string;
  lines?: number;
}) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} data-testid={testId} aria-hidden="true" className="flex flex-col gap-4 p-5">
          <div className="flex items-start justify-between gap-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-10 rounded-full" />
          </div>
          <div className="grid gap-2">
            {Array.from({ length: lines }, (_, line) => (
              <Skeleton key={line} className={line === lines - 1 ? 'h-3.5 w-4/5' : 'h-3.5 w-full'} />
            ))}
          </div>
          <div className="mt-auto flex items-center justify-between border-t border-border pt-4">
            <Skeleton className="h-3.5 w-24" />
            <Skeleton className="h-8 w-20" />
          </div>
        </Card>
      ))}
    </div>
  );
}
