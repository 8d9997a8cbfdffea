// /projects/{slug}/theses/new (spec §2 Thesis wizard, §4, §5): thoughts → intellectual challenge →
// strategic context → review, each drafted step streamed from the AI, then the thesis is created and
// its research started — after the sources chosen at the review step are added to it (issue 17). The
// wizard's state is kept in session storage (`pendingContext`) across reloads.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { clearPendingIdea, readPendingIdea, serverErrorMessage, refetchQuietly } from '@thesis-studio/client';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  Badge,
  Button,
  buttonClass,
  Card,
  cn,
  Input,
  Label,
  LightbulbIcon,
  Skeleton,
  SparklesIcon,
  Textarea,
  toast,
  LoadError,
} from '@thesis-studio/ui';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isAbort, runLive, SocketUnavailable } from '../chat/live';
import { graphql } from '../gql';
import { REMOTE_NAME } from '../remote';
import { addPastedSource, uploadErrorMessage, uploadSourceFile } from '../sources/sources';
import { isNotFound } from '../thesis/failure';
import { WizardSources } from './WizardSources';
import { DraftSection, RotatingQuote, WizardStepper } from './WizardParts';
import {
  clearStoredWizard,
  continueDisabled,
  deriveThesisTitle,
  DRAFT_FIELD,
  EMPTY_THOUGHTS_TOAST,
  engineLabel,
  initialWizard,
  isDraftStep,
  needsDraft,
  nextStep,
  previousStep,
  readStoredWizard,
  saveStoredWizard,
  STEP_LABELS,
  stepIndex,
  thoughtsMissing,
  WIZARD_STEPS,
  type DraftStep,
  type PastedSourceDraft,
  type WizardState,
  type WizardStep,
} from './wizard-state';

const ThesisWizardPageQuery = graphql(`
  query ThesisWizardPage($slug: String!) {
    project(idOrSlug: $slug) {
      id
      slug
      name
    }
    aiStatus {
      engine
      model
    }
  }
`);

const ThesisWizardDraft = graphql(`
  subscription ThesisWizardDraft($input: GenerateThesisContentInput!) {
    thesisContentDraft(input: $input) {
      content
      done
    }
  }
`);

const ThesisWizardGenerate = graphql(`
  mutation ThesisWizardGenerate($input: GenerateThesisContentInput!) {
    generateThesisContent(input: $input) {
      content
    }
  }
`);

const ThesisWizardCreateThesis = graphql(`
  mutation ThesisWizardCreateThesis($projectId: ID!, $input: CreateThesisInput!) {
    createThesis(projectId: $projectId, input: $input) {
      id
      slug
    }
  }
`);

const ThesisWizardStartResearch = graphql(`
  mutation ThesisWizardStartResearch($thesisId: ID!) {
    startResearch(thesisId: $thesisId) {
      thesisId
      status
    }
  }
`);

const STEP_COPY: Record<WizardStep, { heading: string; lead: string }> = {
  input: {
    heading: 'What’s on your mind?',
    lead: 'Write down the idea you want to turn into a thesis, in your own words. Rough notes are fine.',
  },
  'intellectual-challenge': {
    heading: 'The intellectual challenge',
    lead: 'The central question your thesis must answer, drafted from your thoughts. Edit it until it asks what you mean.',
  },
  'strategic-context': {
    heading: 'The strategic context',
    lead: 'What surrounds the question: the market, the organisation and the timing. Edit or regenerate it.',
  },
  review: {
    heading: 'Review and begin research',
    lead: 'Check the brief below. The AI research run turns it into cue cards, key insights and a full article.',
  },
};

const session = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export function ThesisWizardPage() {
  const { slug = '' } = useParams();
  const { data, error, refetch } = useQuery(ThesisWizardPageQuery, { variables: { slug } });
  const project = data?.project;
  if (project) {
    return (
      <ThesisWizard key={project.id} project={project} engine={engineLabel(data.aiStatus)} routeSlug={slug} />
    );
  }
  if ((error && isNotFound(error)) || data?.project === null) {
    return (
      <Frame>
        <Card role="alert" className="mx-auto mt-10 max-w-md p-8 text-center">
          <h1 className="text-2xl font-semibold">Project not found</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            It may have been deleted, or it belongs to someone else.
          </p>
          <Link to="/dashboard" className={cn(buttonClass('default'), 'mt-6')}>
            Back to Dashboard
          </Link>
        </Card>
      </Frame>
    );
  }
  if (error) {
    return (
      <Frame>
        <LoadError
          className="mt-8"
          title="The wizard could not be loaded."
          detail={serverErrorMessage(error)}
          onRetry={() => void refetchQuietly(refetch)}
        />
      </Frame>
    );
  }
  return (
    <Frame>
      <div aria-busy="true" aria-label="Loading the wizard" className="space-y-6">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-80 w-full" />
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <section data-remote={REMOTE_NAME} className="mx-auto w-full max-w-6xl px-4 pb-20 pt-6 sm:px-8 sm:pt-8">
      {children}
    </section>
  );
}

interface Project {
  id: string;
  slug: string;
  name: string;
}

function ThesisWizard({
  project,
  engine,
  routeSlug,
}: {
  project: Project;
  engine: string | null;
  routeSlug: string;
}) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const projectPath = `/projects/${encodeURIComponent(project.slug)}`;
  // Stored under the slug of the route, so a reload of the same address finds it.
  const [start] = useState(() => {
    const storage = session();
    return initialWizard(
      storage ? readStoredWizard(storage, routeSlug) : null,
      storage ? (readPendingIdea(storage)?.idea ?? null) : null,
    );
  });
  const [step, setStep] = useState<WizardStep>(start.step);
  const [state, setState] = useState<WizardState>(() => ({
    originalThoughts: start.originalThoughts,
    researchFocus: start.researchFocus,
    intellectualChallenge: start.intellectualChallenge,
    strategicContext: start.strategicContext,
  }));
  const [drafting, setDrafting] = useState<{ step: DraftStep; text: string } | null>(null);
  const [editing, setEditing] = useState<DraftStep | null>(null);
  const [creating, setCreating] = useState(false);
  /** What 'Begin AI Research' is doing now, shown on the button. */
  const [progress, setProgress] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [pastedSources, setPastedSources] = useState<PastedSourceDraft[]>(start.pastedSources);
  const draftAbort = useRef<AbortController | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedStep = useRef(false);
  // What a draft builds on, read when it starts (an effect keeps it current).
  const stateRef = useRef(state);

  const [createThesis] = useMutation(ThesisWizardCreateThesis);
  const [startResearch] = useMutation(ThesisWizardStartResearch);

  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => {
    if (creating) return;
    const storage = session();
    if (storage) saveStoredWizard(storage, { projectSlug: routeSlug, step, state, pastedSources });
  }, [routeSlug, step, state, pastedSources, creating]);

  const draft = useCallback(
    async (target: DraftStep) => {
      draftAbort.current?.abort();
      const controller = new AbortController();
      draftAbort.current = controller;
      setDrafting({ step: target, text: '' });
      // The step's own text is drafted afresh; the others are what it builds on.
      const input = { step: target, data: { ...stateRef.current, [DRAFT_FIELD[target]]: '' } };
      let text = '';
      try {
        try {
          await runLive({
            client,
            query: ThesisWizardDraft,
            variables: { input },
            signal: controller.signal,
            firstEventMs: 15_000,
            onData: ({ thesisContentDraft: event }) => {
              text = event.content;
              setDrafting({ step: target, text });
              return event.done;
            },
          });
        } catch (error) {
          if (!(error instanceof SocketUnavailable)) throw error;
          const { data } = await client.mutate({
            mutation: ThesisWizardGenerate,
            variables: { input },
            context: { fetchOptions: { signal: controller.signal } },
          });
          if (!data) throw new Error('The server sent no draft.');
          text = data.generateThesisContent.content;
        }
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, [DRAFT_FIELD[target]]: text }));
      } catch (error) {
        if (isAbort(error) || controller.signal.aborted) return;
        toast({ variant: 'destructive', title: 'Generation failed', description: serverErrorMessage(error) });
      } finally {
        if (draftAbort.current === controller) {
          draftAbort.current = null;
          setDrafting(null);
        }
      }
    },
    [client],
  );

  // A reload on a drafted step whose text was still being written drafts it again.
  useEffect(() => {
    if (needsDraft(step, stateRef.current) && !draftAbort.current) void draft(step as DraftStep);
    // only on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => () => draftAbort.current?.abort(), []);

  useEffect(() => {
    if (movedStep.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (target: WizardStep) => {
    movedStep.current = true;
    setEditing(null);
    setStep(target);
  };

  const stopDrafting = () => {
    draftAbort.current?.abort();
    draftAbort.current = null;
    setDrafting(null);
  };

  /** Adds the chosen sources to the new thesis; each refusal is told with the server's message. */
  const addSources = async (thesisId: string) => {
    const total = files.length + pastedSources.length;
    const refused: string[] = [];
    let done = 0;
    const next = () => setProgress(`Adding sources (${(done += 1)} of ${total})…`);
    for (const file of files) {
      next();
      try {
        await uploadSourceFile(thesisId, file);
      } catch (error) {
        refused.push(`${file.name}: ${uploadErrorMessage(error)}`);
      }
    }
    for (const pasted of pastedSources) {
      next();
      try {
        await addPastedSource(thesisId, pasted);
      } catch (error) {
        refused.push(`${pasted.title}: ${uploadErrorMessage(error)}`);
      }
    }
    if (refused.length > 0) {
      toast({
        variant: 'destructive',
        title: refused.length === 1 ? 'A source was not added' : `${refused.length} sources were not added`,
        description: `${refused.join(' · ')} — add them on the thesis page.`,
      });
    }
  };

  const begin = async () => {
    setCreating(true);
    setProgress('Creating thesis…');
    let created: { id: string; slug: string };
    try {
      const { data } = await createThesis({
        variables: {
          projectId: project.id,
          input: {
            title: deriveThesisTitle(state.originalThoughts),
            idea: state.originalThoughts.trim(),
            intellectualChallenge: state.intellectualChallenge.trim(),
            context: state.strategicContext.trim(),
          },
        },
        // The project page lists its theses afresh next time.
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Project', id: project.id }), fieldName: 'theses' });
          cache.evict({
            id: cache.identify({ __typename: 'Project', id: project.id }),
            fieldName: 'thesesCount',
          });
        },
      });
      if (!data) throw new Error('The server sent no thesis.');
      created = data.createThesis;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to create thesis',
        description: serverErrorMessage(error),
      });
      setCreating(false);
      setProgress(null);
      return;
    }
    toast({ title: 'Thesis created' });
    if (files.length + pastedSources.length > 0) await addSources(created.id);
    setProgress('Starting research…');
    try {
      await startResearch({ variables: { thesisId: created.id } });
    } catch (error) {
      // Spec §4: a failure to start research is only logged; the thesis page offers Start Research.
      console.error('Failed to start research', error);
    }
    const storage = session();
    if (storage) {
      clearStoredWizard(storage);
      if (start.fromIdea) clearPendingIdea(storage);
    }
    void navigate(`/theses/${encodeURIComponent(created.slug)}`);
  };

  const onContinue = () => {
    if (step === 'input' && thoughtsMissing(state)) {
      toast({ variant: 'destructive', ...EMPTY_THOUGHTS_TOAST });
      return;
    }
    if (step === 'review') {
      void begin();
      return;
    }
    const target = nextStep(step);
    if (!target) return;
    goTo(target);
    if (needsDraft(target, state)) void draft(target);
  };

  const onBack = () => {
    const target = previousStep(step);
    if (!target) return;
    stopDrafting();
    goTo(target);
  };

  const onCancel = () => {
    stopDrafting();
    const storage = session();
    if (storage) clearStoredWizard(storage);
    void navigate(projectPath);
  };

  const disabled = continueDisabled(step, state, {
    drafting: drafting !== null,
    creating,
    editing: editing !== null,
  });
  const copy = STEP_COPY[step];

  return (
    <Frame>
      <Link
        to={projectPath}
        className={cn(
          buttonClass('ghost', 'sm'),
          '-ml-3 max-w-full text-muted-foreground hover:text-foreground',
        )}
      >
        <ArrowLeftIcon />
        <span className="truncate">{project.name}</span>
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">New Thesis</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Four short steps from your idea to an AI research brief.
          </p>
        </div>
        {engine ? (
          <Badge
            variant="outline"
            className="gap-1.5 border-primary/25 bg-primary/5 text-primary"
            data-testid="wizard-engine"
          >
            <SparklesIcon className="h-3.5 w-3.5" />
            {engine}
          </Badge>
        ) : null}
      </div>

      <div className="mt-8">
        <WizardStepper step={step} />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="overflow-hidden">
          <div className="px-5 pb-6 pt-6 sm:px-8 sm:pt-8">
            <p className="text-xs font-semibold uppercase tracking-wider text-primary">
              Step {stepIndex(step) + 1} of {WIZARD_STEPS.length}
            </p>
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="mt-1 scroll-mt-24 text-xl font-semibold tracking-tight outline-none sm:text-2xl"
            >
              {copy.heading}
            </h2>
            <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{copy.lead}</p>
            <div className="mt-6">
              {step === 'input' ? (
                <ThoughtsStep
                  state={state}
                  onChange={setState}
                  fromIdea={start.fromIdea}
                  disabled={creating}
                />
              ) : null}
              {isDraftStep(step) ? (
                <DraftSection
                  key={step}
                  label={STEP_LABELS[step]}
                  text={state[DRAFT_FIELD[step]]}
                  streaming={drafting?.step === step ? drafting.text : null}
                  editing={editing === step}
                  onEditingChange={(open) => setEditing(open ? step : null)}
                  onSave={(text) => {
                    setState((previous) => ({ ...previous, [DRAFT_FIELD[step]]: text }));
                    setEditing(null);
                  }}
                  onRegenerate={() => void draft(step)}
                  busy={creating || drafting !== null}
                />
              ) : null}
              {step === 'review' ? (
                <ReviewStep state={state} onChange={goTo} disabled={creating}>
                  <WizardSources
                    files={files}
                    pasted={pastedSources}
                    onFilesChange={setFiles}
                    onPastedChange={setPastedSources}
                    disabled={creating}
                  />
                </ReviewStep>
              ) : null}
            </div>
          </div>
          <div className="flex flex-col-reverse gap-3 border-t border-border bg-muted/30 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-8">
            <div className="flex gap-2">
              <Button variant="ghost" onClick={onCancel} disabled={creating}>
                Cancel
              </Button>
              {step !== 'input' ? (
                <Button variant="outline" onClick={onBack} disabled={creating}>
                  <ArrowLeftIcon />
                  Back
                </Button>
              ) : null}
            </div>
            <Button
              onClick={onContinue}
              disabled={disabled}
              className="sm:min-w-44"
              data-testid="wizard-continue"
            >
              {step === 'review' ? (
                creating ? (
                  (progress ?? 'Creating thesis…')
                ) : (
                  <>
                    <SparklesIcon />
                    Begin AI Research
                  </>
                )
              ) : (
                <>
                  Continue
                  <ArrowRightIcon />
                </>
              )}
            </Button>
          </div>
        </Card>

        <aside aria-label="Inspiration" className="space-y-4">
          <Card className="p-6 pt-8">
            <RotatingQuote />
          </Card>
          <Card className="p-5 text-sm">
            <p className="flex items-center gap-2 font-semibold">
              <LightbulbIcon className="h-4 w-4 text-primary" />
              How it works
            </p>
            <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-muted-foreground">
              <li>You describe the idea.</li>
              <li>The AI drafts the central question and its context; you edit them.</li>
              <li>The research run writes cue cards, key insights and the article.</li>
            </ol>
          </Card>
        </aside>
      </div>
    </Frame>
  );
}

function ThoughtsStep({
  state,
  onChange,
  fromIdea,
  disabled,
}: {
  state: WizardState;
  onChange: (update: (previous: WizardState) => WizardState) => void;
  fromIdea: boolean;
  disabled: boolean;
}) {
  const thoughtsId = useId();
  const focusId = useId();
  return (
    <div className="space-y-6">
      {fromIdea ? (
        <p className="rounded-md border border-primary/20 bg-primary/5 px-3 py-2 text-sm text-foreground/80">
          We started from the idea you submitted on the home page.
        </p>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={thoughtsId}>Your thoughts</Label>
        <Textarea
          id={thoughtsId}
          value={state.originalThoughts}
          onChange={(event) => {
            const originalThoughts = event.target.value;
            onChange((previous) => ({ ...previous, originalThoughts }));
          }}
          disabled={disabled}
          maxLength={10_000}
          rows={8}
          placeholder="e.g. I think mid-sized manufacturers will move to subscription software within five years, because…"
          className="min-h-44 resize-y leading-relaxed"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={focusId}>
          Research focus <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Input
          id={focusId}
          value={state.researchFocus}
          onChange={(event) => {
            const researchFocus = event.target.value;
            onChange((previous) => ({ ...previous, researchFocus }));
          }}
          disabled={disabled}
          maxLength={2_000}
          placeholder="e.g. UK mid-market manufacturers"
          aria-describedby={`${focusId}-hint`}
        />
        <p id={`${focusId}-hint`} className="text-xs text-muted-foreground">
          A market, audience or angle the research should concentrate on.
        </p>
      </div>
    </div>
  );
}

function ReviewStep({
  state,
  onChange,
  disabled,
  children,
}: {
  state: WizardState;
  onChange: (step: WizardStep) => void;
  disabled: boolean;
  /** What follows the brief (the sources to add). */
  children?: ReactNode;
}) {
  const sections: { step: WizardStep; label: string; text: string; markdown: boolean }[] = [
    { step: 'input', label: 'Your thoughts', text: state.originalThoughts, markdown: false },
    ...(state.researchFocus.trim()
      ? [{ step: 'input' as const, label: 'Research focus', text: state.researchFocus, markdown: false }]
      : []),
    {
      step: 'intellectual-challenge',
      label: 'Intellectual challenge',
      text: state.intellectualChallenge,
      markdown: true,
    },
    { step: 'strategic-context', label: 'Strategic context', text: state.strategicContext, markdown: true },
  ];
  return (
    <div className="space-y-5">
      <div className="rounded-lg border border-border border-l-4 border-l-primary bg-background px-4 py-3">
        <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">Thesis title</p>
        <p className="mt-1 text-lg font-semibold" data-testid="wizard-title">
          {deriveThesisTitle(state.originalThoughts)}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          Taken from the first sentence of your thoughts; you can rename the thesis later.
        </p>
      </div>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {sections.map((section) => (
          <li key={section.label} className="px-4 py-4">
            <div className="flex items-center justify-between gap-3">
              <h3 className="text-sm font-semibold">{section.label}</h3>
              <Button
                variant="link"
                size="sm"
                className="h-auto px-0"
                disabled={disabled}
                onClick={() => onChange(section.step)}
                aria-label={`Change the ${section.label.toLowerCase()}`}
              >
                Change
              </Button>
            </div>
            <p className="mt-2 line-clamp-6 whitespace-pre-line text-sm leading-relaxed text-muted-foreground">
              {section.text.trim() ? (
                section.markdown ? (
                  plainText(section.text)
                ) : (
                  section.text
                )
              ) : (
                <em>Not written yet</em>
              )}
            </p>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}

/** A draft's Markdown as plain lines for the review's short preview. */
const plainText = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) => line.replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+\.\s+)/, '').replace(/[*_`]/g, ''))
    .filter((line) => line.trim() !== '')
    .join('\n');
