// Research again (issue 33 item 2): on a complete thesis, for whoever may edit it. It opens the plan
// review (sources and questions may have changed since); Start runs the research afresh, the article
// it replaces kept in the history.
import { Button, cn, RefreshIcon } from '@thesis-studio/ui';

export function ResearchAgain({
  starting,
  onStart,
  className,
}: {
  starting: boolean;
  onStart: () => void;
  className?: string;
}) {
  return (
    <div
      data-testid="research-again"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-muted/30 px-4 py-3.5 sm:flex-row sm:items-center sm:gap-4',
        className,
      )}
    >
      <p className="min-w-0 flex-1 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">Added sources or changed the plan?</span> Research again
        rewrites the article from them; this version stays in the history.
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={onStart}
        disabled={starting}
        className="self-start sm:self-auto"
      >
        <RefreshIcon />
        Research again
      </Button>
    </div>
  );
}
