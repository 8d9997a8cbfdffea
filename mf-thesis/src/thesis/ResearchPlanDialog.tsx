// Start Research, reviewed first (issue 17 item 3, issue 22 item 1): the plan's phases, each with its
// questions (edit, drop, add) and, when web search is set up, its searches; the sources the run may
// draw on (untick to leave one out); what the run draws on. 'Start research' saves the plan
// (updateResearchPlan) and starts; Cancel leaves everything as it was.
import { useMutation, useQuery } from '@apollo/client/react';
import { serverErrorMessage, refetchQuietly, toastFailure } from '@thesis-studio/client';
import {
  AlertIcon,
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  GlobeIcon,
  PlusIcon,
  SkeletonStack,
  SparklesIcon,
  XIcon,
  LoadError,
} from '@thesis-studio/ui';
import { layer } from '@thesis-studio/ui/layers';
import { useId, useMemo, useState } from 'react';
import { graphql } from '../gql';
import type { ResearchPlanDialogQuery } from '../gql/graphql';
import { useThesisSources } from '../sources/SourcesPanel';
import { useT } from '../i18n/thesis';
import { useT as useFlowT } from '../i18n/flow';
import { kindLabel, type SourceItem } from '../sources/sources';
import {
  draftOf,
  line,
  PLAN_LIMITS,
  planInput,
  offlineEngineLine,
  planProblems,
  webSearchLine,
  type PlanDraft,
  type PlanLine,
  type PlanPhaseDraft,
} from './plan';

// What the dialog reads of a plan, and what saving it answers with (the cache then holds the saved plan).
graphql(`
  fragment ResearchPlanDialog_plan on ResearchPlan {
    thesisId
    phases {
      id
      title
      description
      questions
      searchQueries
    }
    excludedSourceIds
    webSearch
    reviewed
    updatedAt
  }
`);

const ResearchPlanDialogDocument = graphql(`
  query ResearchPlanDialog($thesisId: ID!) {
    researchPlan(thesisId: $thesisId) {
      ...ResearchPlanDialog_plan
    }
    aiStatus {
      engine
      model
    }
    viewerCanAdminister
  }
`);

const ResearchPlanSave = graphql(`
  mutation ResearchPlanSave($thesisId: ID!, $input: ResearchPlanInput!) {
    updateResearchPlan(thesisId: $thesisId, input: $input) {
      ...ResearchPlanDialog_plan
    }
  }
`);

export type ResearchPlan = ResearchPlanDialogQuery['researchPlan'];
export type ResearchPlanInput = ReturnType<typeof planInput>;

export interface ResearchPlanDialogProps {
  thesisId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Retry Research': the wording of the dialog's action. */
  retry?: boolean;
  /** Research again (a complete thesis): the dialog says the article is rewritten and kept. */
  again?: boolean;
  /** Starts the run once the plan is saved; resolves false when it could not start. */
  onStart: () => Promise<boolean>;
}

export function ResearchPlanDialog({
  thesisId,
  open,
  onOpenChange,
  retry = false,
  again = false,
  onStart,
}: ResearchPlanDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-0 pb-0 text-left sm:max-w-2xl">
        {open ? (
          <PlanLoader
            thesisId={thesisId}
            retry={retry}
            again={again}
            onCancel={() => onOpenChange(false)}
            onStart={onStart}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PlanLoader({
  thesisId,
  retry,
  again,
  onCancel,
  onStart,
  onDone,
}: {
  thesisId: string;
  retry: boolean;
  again: boolean;
  onCancel: () => void;
  onStart: () => Promise<boolean>;
  onDone: () => void;
}) {
  // The plan as saved now (another tab may have changed it), not a cached copy.
  const { data, error, refetch } = useQuery(ResearchPlanDialogDocument, {
    variables: { thesisId },
    fetchPolicy: 'network-only',
  });
  const { sources } = useThesisSources(thesisId);
  const [savePlan] = useMutation(ResearchPlanSave);
  const t = useT();

  const submit = async (input: ResearchPlanInput) => {
    try {
      await savePlan({ variables: { thesisId, input } });
    } catch (failure) {
      toastFailure(t('thesis.plan.failedToStart'), failure);
      return;
    }
    if (await onStart()) onDone();
  };

  if (data) {
    return (
      <PlanEditor
        plan={data.researchPlan}
        engine={data.aiStatus.engine}
        engineNote={offlineEngineLine(data.aiStatus.engine, data.viewerCanAdminister, t)}
        sources={sources}
        retry={retry}
        again={again}
        onCancel={onCancel}
        onSubmit={submit}
      />
    );
  }
  return (
    <>
      <DialogHeader className="pb-5 pr-8">
        <DialogTitle>{t('thesis.plan.title')}</DialogTitle>
        <DialogDescription>{t('thesis.plan.loadingDescription')}</DialogDescription>
      </DialogHeader>
      {error ? (
        <LoadError
          variant="inline"
          className="mb-6 rounded-md border border-border p-4"
          title={t('thesis.plan.loadFailed')}
          detail={serverErrorMessage(error)}
          onRetry={() => void refetchQuietly(refetch)}
        />
      ) : (
        <SkeletonStack
          role="status"
          aria-label={t('thesis.plan.loading')}
          className="mb-6 grid gap-3"
          rows={['h-24', 'h-24', 'h-24']}
        />
      )}
    </>
  );
}

export interface PlanEditorProps {
  plan: ResearchPlan;
  engine: string;
  /** Said under the web search line when the run has no language model (offlineEngineLine). */
  engineNote?: string | null;
  sources: ReadonlyArray<SourceItem>;
  retry?: boolean;
  again?: boolean;
  onCancel: () => void;
  onSubmit: (input: ResearchPlanInput) => Promise<void>;
}

/** The plan being reviewed: phases, their questions and searches, the sources, the action. */
export function PlanEditor({
  plan,
  engine,
  engineNote = null,
  sources,
  retry = false,
  again = false,
  onCancel,
  onSubmit,
}: PlanEditorProps) {
  const t = useT();
  const [draft, setDraft] = useState<PlanDraft>(() => draftOf(plan));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const web = plan.webSearch !== 'none' && plan.webSearch !== '';
  const problems = useMemo(() => planProblems(draft, web, t), [draft, web, t]);
  const shownProblems = tried ? problems : {};
  const invalid = Object.keys(problems).length > 0;

  const updatePhase = (id: string, change: (phase: PlanPhaseDraft) => PlanPhaseDraft) =>
    setDraft((current) => ({
      ...current,
      phases: current.phases.map((phase) => (phase.id === id ? change(phase) : phase)),
    }));

  const toggleSource = (id: string, used: boolean) =>
    setDraft((current) => {
      const excluded = new Set(current.excluded);
      if (used) excluded.delete(id);
      else excluded.add(id);
      return { ...current, excluded };
    });

  const submit = async () => {
    setTried(true);
    if (invalid || busy) return;
    setBusy(true);
    try {
      await onSubmit(
        planInput(
          draft,
          web,
          sources.map((source) => source.id),
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  const drawnOn = sources.filter(
    (source) => source.status !== 'failed' && !draft.excluded.has(source.id),
  ).length;
  return (
    <form
      className="grid gap-0"
      data-testid="research-plan"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogHeader className="pb-5 pr-8">
        <DialogTitle>{t('thesis.plan.title')}</DialogTitle>
        <DialogDescription>
          {t('thesis.plan.description', { count: draft.phases.length, again: again ? 'yes' : 'no' })}
        </DialogDescription>
      </DialogHeader>

      <p
        data-testid="plan-web-search"
        className="mb-5 flex items-start gap-2.5 rounded-md border border-border bg-muted/40 px-3.5 py-2.5 text-sm text-foreground/85"
      >
        <GlobeIcon className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
        {webSearchLine(plan.webSearch, engine, t)}
      </p>
      {engineNote ? (
        <p data-testid="plan-engine" className="-mt-3 mb-5 px-1 text-sm text-muted-foreground">
          {engineNote}
        </p>
      ) : null}

      <ol className="grid gap-4" aria-label={t('thesis.plan.phases')}>
        {draft.phases.map((phase, index) => (
          <PhaseEditor
            key={phase.id}
            number={index + 1}
            phase={phase}
            web={web}
            problems={shownProblems}
            onChange={(change) => updatePhase(phase.id, change)}
          />
        ))}
      </ol>

      <fieldset className="mt-6 rounded-lg border border-border p-4">
        <legend className="px-1 text-sm font-semibold">{t('thesis.plan.sources')}</legend>
        {sources.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('thesis.plan.noSources')}</p>
        ) : (
          <>
            <p className="mb-2 text-xs text-muted-foreground">
              {t('thesis.plan.sourcesInUse', { used: drawnOn, count: sources.length })}
            </p>
            <ul className="grid gap-1">
              {sources.map((source) => (
                <SourceChoice
                  key={source.id}
                  source={source}
                  used={!draft.excluded.has(source.id)}
                  onChange={(used) => toggleSource(source.id, used)}
                />
              ))}
            </ul>
          </>
        )}
      </fieldset>

      <div
        className={`sticky -bottom-px ${layer.raised} -mx-6 mt-6 border-t border-border bg-background px-6 py-4`}
      >
        {tried && invalid ? (
          <p role="alert" className="mb-3 flex items-center gap-2 text-sm text-destructive">
            <AlertIcon className="h-4 w-4 shrink-0" />
            {t('thesis.plan.fixToStart')}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('thesis.plan.cancel')}
          </Button>
          <Button type="submit" disabled={busy} data-testid="plan-start">
            <SparklesIcon />
            {busy ? t('thesis.plan.starting') : retry ? t('thesis.plan.retry') : t('thesis.plan.start')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** A phase's two lists: its questions and its web searches. */
const LINE_LISTS = {
  questions: {
    kind: 'question',
    max: PLAN_LIMITS.questionsPerPhase,
    maxLength: PLAN_LIMITS.questionMax,
  },
  searchQueries: {
    kind: 'search',
    max: PLAN_LIMITS.queriesPerPhase,
    maxLength: PLAN_LIMITS.queryMax,
  },
} as const;

function PhaseEditor({
  number,
  phase,
  web,
  problems,
  onChange,
}: {
  number: number;
  phase: PlanPhaseDraft;
  web: boolean;
  problems: Record<string, string>;
  onChange: (change: (phase: PlanPhaseDraft) => PlanPhaseDraft) => void;
}) {
  const t = useT();
  const headingId = useId();
  const phaseProblem = problems[`phase:${phase.id}`];
  const lineList = (field: keyof typeof LINE_LISTS) => (
    <LineList
      {...LINE_LISTS[field]}
      phaseTitle={phase.title}
      lines={phase[field]}
      problems={problems}
      onChange={(lines) => onChange((current) => ({ ...current, [field]: lines }))}
    />
  );
  return (
    <li className="rounded-lg border border-border" aria-labelledby={headingId}>
      <div className="flex items-start gap-3 px-4 pt-4">
        <span
          aria-hidden="true"
          className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
        >
          {number}
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold leading-6">
            <span className="sr-only">{t('thesis.plan.phase', { number })}</span>
            {phase.title}
          </h3>
          <p className="text-sm text-muted-foreground">{phase.description}</p>
        </div>
      </div>
      <div className="grid gap-4 px-4 pb-4 pt-3 sm:pl-13">
        {lineList('questions')}
        {phaseProblem ? (
          <p role="alert" className="-mt-2 text-sm text-destructive">
            {phaseProblem}
          </p>
        ) : null}
        {web ? lineList('searchQueries') : null}
      </div>
    </li>
  );
}

function LineList({
  kind,
  phaseTitle,
  lines,
  max,
  maxLength,
  problems,
  onChange,
}: {
  kind: 'question' | 'search';
  phaseTitle: string;
  lines: PlanLine[];
  max: number;
  maxLength: number;
  problems: Record<string, string>;
  onChange: (lines: PlanLine[]) => void;
}) {
  const t = useT();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
        <span className="sr-only">{t('thesis.plan.phaseTitle', { title: phaseTitle })}</span>
        {kind === 'search' ? t('thesis.plan.webSearches') : t('thesis.plan.questions')}
      </p>
      {lines.length === 0 ? (
        <p className="mb-2 text-sm italic text-muted-foreground">{t('thesis.plan.none')}</p>
      ) : (
        <ol className="grid gap-2">
          {lines.map((item, index) => {
            const problem = problems[item.key];
            const problemId = `${item.key}-problem`;
            return (
              <li key={item.key}>
                <div className="flex items-start gap-2">
                  <textarea
                    value={item.text}
                    rows={1}
                    maxLength={maxLength + 50}
                    aria-label={t('thesis.plan.lineLabel', { kind, number: index + 1, phase: phaseTitle })}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? problemId : undefined}
                    onChange={(event) => {
                      const text = event.target.value;
                      onChange(lines.map((l) => (l.key === item.key ? { ...l, text } : l)));
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' && !event.shiftKey) event.preventDefault();
                    }}
                    className={cn(
                      'min-h-10 w-full flex-1 resize-none rounded-md border bg-background px-3 py-2 text-sm leading-snug [field-sizing:content]',
                      'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                      problem ? 'border-destructive' : 'border-input',
                    )}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-10 w-10 shrink-0 text-muted-foreground hover:text-destructive"
                    aria-label={t('thesis.plan.dropLine', { kind, number: index + 1, phase: phaseTitle })}
                    title={t('thesis.plan.dropThis', { kind })}
                    onClick={() => onChange(lines.filter((l) => l.key !== item.key))}
                  >
                    <XIcon />
                  </Button>
                </div>
                {problem ? (
                  <p id={problemId} className="mt-1 text-xs text-destructive">
                    {problem}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="mt-1 -ml-2 text-primary"
        disabled={lines.length >= max}
        onClick={() => onChange([...lines, line()])}
        aria-label={t('thesis.plan.addLineTo', { kind, phase: phaseTitle })}
      >
        <PlusIcon />
        {t('thesis.plan.addLine', { kind })}
      </Button>
    </div>
  );
}

function SourceChoice({
  source,
  used,
  onChange,
}: {
  source: SourceItem;
  used: boolean;
  onChange: (used: boolean) => void;
}) {
  const t = useT();
  const flowT = useFlowT();
  const id = useId();
  const failed = source.status === 'failed';
  const note =
    source.status === 'processing'
      ? t('thesis.plan.sourceProcessing')
      : failed
        ? t('thesis.plan.sourceFailed')
        : '';
  return (
    <li className="flex items-start gap-3 rounded-md px-1 py-1.5 hover:bg-muted/50">
      <input
        id={id}
        type="checkbox"
        checked={used && !failed}
        disabled={failed}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--color-primary)]"
      />
      <label htmlFor={id} className={cn('min-w-0 text-sm', failed && 'text-muted-foreground')}>
        <span className="font-medium">{source.title}</span>
        <span className="text-muted-foreground">
          {' '}
          · {kindLabel(source.kind, flowT)}
          {source.status === 'ready' ? ` · ${t('thesis.plan.words', { count: source.words })}` : ''}
          {note ? ` · ${note}` : ''}
        </span>
      </label>
    </li>
  );
}
