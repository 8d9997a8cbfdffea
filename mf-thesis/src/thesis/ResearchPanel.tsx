// The research area of the thesis page (spec §2): the 'AI Research in Progress' panel with its progress
// bar and numbered phases (a run waiting for a free slot says how many runs are ahead and about when it
// starts), a failed run's reason with Retry Research, or the Start Research prompts.
import {
  AlertIcon,
  Button,
  Card,
  CheckIcon,
  FileTextIcon,
  SparklesIcon,
  Spinner,
  cn,
} from '@thesis-studio/ui';
import type { ComponentType } from 'react';
import { useT } from '../i18n/thesis';
import { queuedLabel, startEstimate } from './queue';
import type { ResearchArea } from './rules';
import type { ResearchRun } from './useResearch';

const PANEL_ICON_TONE = {
  primary: 'bg-primary/10 text-primary',
  destructive: 'bg-destructive/10 text-destructive',
} as const;

/** The icon in a tinted circle that opens each of the research area's cards. */
function PanelIcon({
  icon: Icon,
  tone,
}: {
  icon: ComponentType<{ className?: string }>;
  tone: keyof typeof PANEL_ICON_TONE;
}) {
  return (
    <span className={`grid h-10 w-10 shrink-0 place-items-center rounded-full ${PANEL_ICON_TONE[tone]}`}>
      <Icon className="h-5 w-5" />
    </span>
  );
}

export function ResearchProgressPanel({ run, percent }: { run: ResearchRun | undefined; percent: number }) {
  const t = useT();
  const phases = run?.phases ?? [];
  const queued = run?.status === 'running' ? queuedLabel(run.queuePosition, t) : null;
  const estimate = queued ? startEstimate(run?.estimatedStartSeconds, t) : null;
  return (
    <Card
      role="region"
      aria-labelledby="research-progress-heading"
      data-testid="research-progress"
      className="mt-8 overflow-hidden border-primary/20 bg-gradient-to-b from-primary/[0.04] to-transparent"
    >
      <div className="flex items-start gap-4 p-5 sm:p-6">
        <PanelIcon icon={SparklesIcon} tone="primary" />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="research-progress-heading" className="text-lg font-semibold leading-tight tracking-tight">
              {t('thesis.progress.heading')}
              {run?.startedByName ? (
                <span
                  className="block text-sm font-normal text-muted-foreground"
                  data-testid="research-started-by"
                >
                  {t('thesis.progress.startedBy', { name: run.startedByName })}
                </span>
              ) : null}
            </h2>
            <span className="text-2xl font-semibold tabular-nums text-primary" data-testid="research-percent">
              {percent}%
            </span>
          </div>
          {/* One live region: a waiting run's place in the queue is announced as it moves. */}
          <p className="mt-1 text-sm text-muted-foreground" role="status">
            {queued ? (
              <span data-testid="research-queue">
                <span className="font-medium text-foreground">{queued}.</span>{' '}
                {estimate ?? t('thesis.progress.queuedStarts')}
              </span>
            ) : (
              t('thesis.progress.typical')
            )}
          </p>
          <div
            role="progressbar"
            aria-label={t('thesis.progress.bar')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-4 h-2.5 overflow-hidden rounded-full bg-primary/10"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-700 ease-out"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      </div>
      {phases.length > 0 ? (
        <ol className="divide-y divide-border border-t border-border" data-testid="research-phases">
          {phases.map((phase, index) => (
            <li
              key={phase.id}
              className={cn(
                'flex gap-4 px-5 py-4 sm:px-6',
                phase.status === 'in_progress' && 'bg-primary/[0.04]',
              )}
            >
              <PhaseMark status={phase.status} number={index + 1} />
              <div className="min-w-0">
                <p
                  className={cn(
                    'font-medium leading-6',
                    phase.status === 'pending' ? 'text-muted-foreground' : 'text-foreground',
                  )}
                >
                  {index + 1}. {phase.title}
                  <span className="sr-only">
                    {' '}
                    (
                    {phase.status === 'complete'
                      ? t('thesis.progress.phaseComplete')
                      : phase.status === 'in_progress'
                        ? t('thesis.progress.phaseInProgress')
                        : t('thesis.progress.phasePending')}
                    )
                  </span>
                </p>
                <p className="mt-0.5 text-sm text-muted-foreground">{phase.description}</p>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </Card>
  );
}

function PhaseMark({ status, number }: { status: string; number: number }) {
  if (status === 'complete') {
    return (
      <span className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full bg-emerald-600 text-white">
        <CheckIcon className="h-3.5 w-3.5" />
      </span>
    );
  }
  if (status === 'in_progress') {
    return (
      <span className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center">
        <span
          aria-hidden="true"
          className="h-5 w-5 animate-spin rounded-full border-2 border-primary/20 border-t-primary"
        />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full border border-border text-xs font-medium text-muted-foreground"
    >
      {number}
    </span>
  );
}

/** The prompts when no run is going: start, retry after a failure, or research existing content. */
export function ResearchPrompt({
  area,
  starting,
  onStart,
}: {
  area: Exclude<ResearchArea, { kind: 'progress' } | { kind: 'none' }>;
  starting: boolean;
  onStart: () => void;
}) {
  const t = useT();
  const label = area.kind === 'failed' ? t('thesis.prompt.retry') : t('thesis.prompt.start');
  const button = (
    <Button onClick={onStart} disabled={starting} className="mt-4">
      {starting ? (
        <Spinner
          label={t('thesis.prompt.starting')}
          className="[&>span]:h-4 [&>span]:w-4 [&>span]:border-2 [&>span]:border-primary-foreground/30 [&>span]:border-t-primary-foreground"
        />
      ) : (
        <SparklesIcon />
      )}
      {label}
    </Button>
  );
  if (area.kind === 'failed') {
    return (
      <Card
        role="alert"
        className="mt-8 border-destructive/30 bg-destructive/[0.03] p-5 sm:p-6"
        data-testid="research-failed"
      >
        <div className="flex items-start gap-4">
          <PanelIcon icon={AlertIcon} tone="destructive" />
          <div className="min-w-0">
            <h2 className="text-lg font-semibold leading-tight">{t('thesis.prompt.stopped')}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{area.reason}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('thesis.prompt.retryResumes')}</p>
            {button}
          </div>
        </div>
      </Card>
    );
  }
  if (area.kind === 'notStarted' || area.kind === 'empty') {
    return (
      <Card
        className="mt-8 flex flex-col items-center border-dashed px-6 py-12 text-center shadow-none"
        data-testid="research-empty"
      >
        <span className="grid h-12 w-12 place-items-center rounded-full bg-primary/10 text-primary">
          <FileTextIcon className="h-6 w-6" />
        </span>
        <p className="mt-3 text-lg font-medium text-foreground">
          {area.kind === 'notStarted' ? t('thesis.prompt.notStarted') : t('thesis.prompt.noArticle')}
        </p>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">{t('thesis.prompt.startText')}</p>
        {button}
      </Card>
    );
  }
  return (
    <Card className="mt-8 flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
      <PanelIcon icon={SparklesIcon} tone="primary" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{t('thesis.prompt.ready')}</p>
        <p className="mt-0.5 text-sm text-muted-foreground">{t('thesis.prompt.readyText')}</p>
      </div>
      <div className="[&>button]:mt-0">{button}</div>
    </Card>
  );
}
