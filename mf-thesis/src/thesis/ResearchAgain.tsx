// Research again (issue 33 item 2): on a complete thesis, for whoever may edit it. It opens the plan
// review (sources and questions may have changed since); Start runs the research afresh, the article
// it replaces kept in the history.
import { Button, cn, RefreshIcon } from '@thesis-studio/ui';
import { T, useT } from '../i18n/thesis';

export function ResearchAgain({
  starting,
  onStart,
  className,
}: {
  starting: boolean;
  onStart: () => void;
  className?: string;
}) {
  const t = useT();
  return (
    <div
      data-testid="research-again"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-muted/30 px-4 py-3.5 sm:flex-row sm:items-center sm:gap-4',
        className,
      )}
    >
      <p className="min-w-0 flex-1 text-sm text-muted-foreground">
        <T
          id="thesis.researchAgain.lead"
          values={{ b: (chunks) => <span className="font-medium text-foreground">{chunks}</span> }}
        />
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={onStart}
        disabled={starting}
        className="self-start sm:self-auto"
      >
        <RefreshIcon />
        {t('thesis.researchAgain.button')}
      </Button>
    </div>
  );
}
