// /projects/{slug}/theses/new (spec §2 Thesis wizard, §4, §5): thoughts → intellectual challenge →
// strategic context → review, each drafted step streamed from the AI, then the thesis is created and
// its research started — after the sources chosen at the review step are added to it (issue 17). The
// wizard's state is kept in session storage (`pendingContext`) across reloads.
import { useQuery } from '@apollo/client/react';
import { readPendingIdea, useLanguage } from '@thesis-studio/client';
import { thesisLanguageForInterface } from '@thesis-studio/domain';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  Badge,
  Button,
  buttonClass,
  Card,
  cn,
  LightbulbIcon,
  Skeleton,
  SparklesIcon,
  toast,
} from '@thesis-studio/ui';
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { graphql } from '../gql';
import { useT, type FlowId } from '../i18n/flow';
import { REMOTE_NAME } from '../remote';
import { isNotFound } from '../thesis/failure';
import { MissingCard, PageLoadError } from '../thesis/page-states';
import { useBeginResearch } from './useBeginResearch';
import { useWizardDraft } from './useWizardDraft';
import { RotatingQuote, WizardStepper } from './WizardParts';
import { WizardStepBody } from './WizardSteps';
import { initialView, wizardReducer, type WizardView } from './wizard-reducer';
import {
  browserSession,
  clearStoredWizard,
  continueDisabled,
  emptyThoughtsToast,
  engineLabel,
  initialWizard,
  needsDraft,
  nextStep,
  previousStep,
  readStoredWizard,
  saveStoredWizard,
  stepIndex,
  thoughtsMissing,
  WIZARD_STEPS,
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

const STEP_COPY: Record<WizardStep, { heading: FlowId; lead: FlowId }> = {
  input: { heading: 'flow.wizard.input.heading', lead: 'flow.wizard.input.lead' },
  'intellectual-challenge': { heading: 'flow.wizard.challenge.heading', lead: 'flow.wizard.challenge.lead' },
  'strategic-context': { heading: 'flow.wizard.context.heading', lead: 'flow.wizard.context.lead' },
  review: { heading: 'flow.wizard.review.heading', lead: 'flow.wizard.review.lead' },
};

export function ThesisWizardPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const { data, error, refetch } = useQuery(ThesisWizardPageQuery, { variables: { slug } });
  const project = data?.project;
  if (project) {
    return (
      <ThesisWizard
        key={project.id}
        project={project}
        engine={engineLabel(data.aiStatus, t)}
        routeSlug={slug}
      />
    );
  }
  if ((error && isNotFound(error)) || data?.project === null) {
    return (
      <Frame>
        <MissingCard title={t('flow.wizard.projectNotFound')} />
      </Frame>
    );
  }
  if (error) {
    return (
      <Frame>
        <PageLoadError title={t('flow.wizard.loadError')} error={error} refetch={refetch} />
      </Frame>
    );
  }
  return (
    <Frame>
      <div aria-busy="true" aria-label={t('flow.wizard.loading')} className="space-y-6">
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
  const t = useT();
  const navigate = useNavigate();
  const projectPath = `/projects/${encodeURIComponent(project.slug)}`;
  // Stored under the slug of the route, so a reload of the same address finds it.
  const [start] = useState(() => {
    const storage = browserSession();
    return initialWizard(
      storage ? readStoredWizard(storage, routeSlug) : null,
      storage ? (readPendingIdea(storage)?.idea ?? null) : null,
    );
  });
  const [view, dispatch] = useReducer(wizardReducer, start, initialView);
  const { step, fields, creating, pastedSources } = view;
  // The thesis's language (issue 31): chosen on the first step, else the person's interface language.
  const [variant] = useLanguage();
  const language = view.language ?? thesisLanguageForInterface(variant);
  const { draft, stop } = useWizardDraft(start.step, fields, language, dispatch);
  const begin = useBeginResearch(project.id, start.fromIdea, dispatch);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedStep = useRef(false);

  useEffect(() => {
    if (creating) return;
    const storage = browserSession();
    if (storage)
      saveStoredWizard(storage, {
        projectSlug: routeSlug,
        step,
        state: fields,
        pastedSources,
        ...(view.language ? { language: view.language } : {}),
      });
  }, [routeSlug, step, fields, pastedSources, view.language, creating]);

  useEffect(() => {
    if (movedStep.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (target: WizardStep) => {
    movedStep.current = true;
    dispatch({ type: 'go', step: target });
  };

  const onContinue = () => {
    if (step === 'input' && thoughtsMissing(fields)) {
      toast({ variant: 'destructive', ...emptyThoughtsToast(t) });
      return;
    }
    if (step === 'review') {
      void begin(view, language);
      return;
    }
    const target = nextStep(step);
    if (!target) return;
    goTo(target);
    if (needsDraft(target, fields)) void draft(target);
  };

  const onBack = () => {
    const target = previousStep(step);
    if (!target) return;
    stop();
    goTo(target);
  };

  const onCancel = () => {
    stop();
    const storage = browserSession();
    if (storage) clearStoredWizard(storage);
    void navigate(projectPath);
  };

  const copy = STEP_COPY[step];
  return (
    <Frame>
      <WizardHeader projectName={project.name} projectPath={projectPath} engine={engine} />
      <div className="mt-8">
        <WizardStepper step={step} />
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="overflow-hidden">
          <div className="px-5 pb-6 pt-6 sm:px-8 sm:pt-8">
            <p className="text-xs font-semibold uppercase tracking-wider text-primary">
              {t('flow.wizard.stepOf', { step: stepIndex(step) + 1, total: WIZARD_STEPS.length })}
            </p>
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="mt-1 scroll-mt-24 text-xl font-semibold tracking-tight outline-none sm:text-2xl"
            >
              {t(copy.heading)}
            </h2>
            <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{t(copy.lead)}</p>
            <div className="mt-6">
              <WizardStepBody
                language={language}
                view={view}
                dispatch={dispatch}
                fromIdea={start.fromIdea}
                onDraft={(target) => void draft(target)}
                onGo={goTo}
              />
            </div>
          </div>
          <WizardActions view={view} onCancel={onCancel} onBack={onBack} onContinue={onContinue} />
        </Card>
        <WizardAside />
      </div>
    </Frame>
  );
}

function WizardHeader({
  projectName,
  projectPath,
  engine,
}: {
  projectName: string;
  projectPath: string;
  engine: string | null;
}) {
  const t = useT();
  return (
    <>
      <Link
        to={projectPath}
        className={cn(
          buttonClass('ghost', 'sm'),
          '-ml-3 max-w-full text-muted-foreground hover:text-foreground',
        )}
      >
        <ArrowLeftIcon />
        <span className="truncate">{projectName}</span>
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('flow.wizard.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('flow.wizard.subtitle')}</p>
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
    </>
  );
}

/** Cancel, Back and Continue (Begin AI Research on the review step, its progress while it runs). */
function WizardActions({
  view,
  onCancel,
  onBack,
  onContinue,
}: {
  view: WizardView;
  onCancel: () => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const t = useT();
  const { step, creating, progress } = view;
  const disabled = continueDisabled(step, view.fields, {
    drafting: view.drafting !== null,
    creating,
    editing: view.editing !== null,
  });
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border bg-muted/30 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-8">
      <div className="flex gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={creating}>
          {t('flow.wizard.cancel')}
        </Button>
        {step !== 'input' ? (
          <Button variant="outline" onClick={onBack} disabled={creating}>
            <ArrowLeftIcon />
            {t('flow.wizard.back')}
          </Button>
        ) : null}
      </div>
      <Button onClick={onContinue} disabled={disabled} className="sm:min-w-44" data-testid="wizard-continue">
        {step === 'review' ? (
          creating ? (
            (progress ?? t('flow.wizard.creating'))
          ) : (
            <>
              <SparklesIcon />
              {t('flow.wizard.begin')}
            </>
          )
        ) : (
          <>
            {t('flow.wizard.continue')}
            <ArrowRightIcon />
          </>
        )}
      </Button>
    </div>
  );
}

function WizardAside() {
  const t = useT();
  return (
    <aside aria-label={t('flow.wizard.inspiration')} className="space-y-4">
      <Card className="p-6 pt-8">
        <RotatingQuote />
      </Card>
      <Card className="p-5 text-sm">
        <p className="flex items-center gap-2 font-semibold">
          <LightbulbIcon className="h-4 w-4 text-primary" />
          {t('flow.wizard.howItWorks')}
        </p>
        <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-muted-foreground">
          <li>{t('flow.wizard.howItWorks1')}</li>
          <li>{t('flow.wizard.howItWorks2')}</li>
          <li>{t('flow.wizard.howItWorks3')}</li>
        </ol>
      </Card>
    </aside>
  );
}
