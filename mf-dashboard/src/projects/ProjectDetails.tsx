// The project page's title and description (spec §2 /projects/{slug}, §5, §6): admins edit both in
// place (Save / Cancel; an empty title cannot be saved, an empty description can); others read them.
import { useMutation } from '@apollo/client/react';
import { PROJECT_LIMITS } from '@thesis-studio/domain';
import {
  Button,
  Input,
  PencilIcon,
  Textarea,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from '@thesis-studio/ui';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { toastOutcome } from '../common/failure';
import { useT } from '../i18n';
import { graphql } from '../gql';
import type { ProjectDetails_ProjectFragment } from '../gql/graphql';
import { descriptionEdit, titleEdit } from './project-edits';

// The fields this component reads; its parents spread the fragment by name.
graphql(`
  fragment ProjectDetails_project on Project {
    id
    slug
    name
    description
    userEmail
    thesesCount
    updatedAt
  }
`);

const ProjectDetailsUpdateProjectMutation = graphql(`
  mutation ProjectDetailsUpdateProject($id: ID!, $input: UpdateProjectInput!) {
    updateProject(id: $id, input: $input) {
      ...ProjectDetails_project
    }
  }
`);

export type ProjectDetailsProject = ProjectDetails_ProjectFragment;

function useUpdateProject(id: string) {
  const [update, { loading }] = useMutation(ProjectDetailsUpdateProjectMutation);
  const save = async (
    input: { name: string } | { description: string },
    messages: { success: string; failure: string },
  ): Promise<boolean> => {
    return toastOutcome(
      () => update({ variables: { id, input } }),
      { title: messages.success },
      messages.failure,
    );
  };
  return { save, saving: loading };
}

const cancelOnEscape = (cancel: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Escape') {
    event.preventDefault();
    cancel();
  }
};

export function ProjectTitle({ project, editable }: { project: ProjectDetailsProject; editable: boolean }) {
  const [draft, setDraft] = useState<string | null>(null);
  const { save, saving } = useUpdateProject(project.id);
  const t = useT();
  const heading = (
    <h1 className="break-words text-3xl font-semibold tracking-tight" data-testid="project-title">
      {project.name}
    </h1>
  );
  if (!editable) return heading;

  if (draft === null) {
    return (
      <div className="flex min-w-0 items-start gap-2">
        {heading}
        <Tooltip>
          <TooltipTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="mt-0.5 h-8 w-8 shrink-0 text-muted-foreground"
              aria-label={t('dashboard.project.editTitle')}
              onClick={() => setDraft(project.name)}
            >
              <PencilIcon />
            </Button>
          </TooltipTrigger>
          <TooltipContent>{t('dashboard.project.editTitleTooltip')}</TooltipContent>
        </Tooltip>
      </div>
    );
  }

  const edit = titleEdit(draft, project.name);
  const blank = edit.kind === 'blank';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (edit.kind === 'blank' || saving) return;
    if (edit.kind === 'unchanged') return setDraft(null);
    const messages = {
      success: t('dashboard.project.titleUpdated'),
      failure: t('dashboard.project.titleFailed'),
    };
    if (await save(edit.input, messages)) setDraft(null);
  };
  return (
    <>
      <h1 className="sr-only">{project.name}</h1>
      <form
        aria-label={t('dashboard.project.editTitle')}
        className="grid w-full gap-2"
        onSubmit={(e) => void submit(e)}
        onKeyDown={cancelOnEscape(() => setDraft(null))}
      >
        <div className="flex flex-wrap items-center gap-2">
          <Input
            aria-label={t('dashboard.project.titleLabel')}
            aria-invalid={blank}
            aria-describedby={blank ? 'project-title-error' : undefined}
            className="h-11 min-w-0 flex-1 basis-64 text-xl font-semibold"
            value={draft}
            maxLength={PROJECT_LIMITS.name}
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={blank || saving}>
              {saving ? t('dashboard.common.saving') : t('dashboard.common.save')}
            </Button>
            <Button variant="outline" onClick={() => setDraft(null)}>
              {t('dashboard.common.cancel')}
            </Button>
          </div>
        </div>
        {blank ? (
          <p id="project-title-error" className="text-sm text-destructive">
            {t('dashboard.project.titleEmpty')}
          </p>
        ) : null}
      </form>
    </>
  );
}

export function ProjectDescription({
  project,
  editable,
}: {
  project: ProjectDetailsProject;
  editable: boolean;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const { save, saving } = useUpdateProject(project.id);
  const t = useT();
  const text = project.description.trim();

  if (draft === null) {
    return (
      <div className="grid max-w-3xl justify-items-start gap-1">
        {text ? (
          <p data-testid="project-description" className="whitespace-pre-line leading-relaxed text-slate-600">
            {project.description}
          </p>
        ) : (
          <p data-testid="project-description" className="italic text-muted-foreground">
            {t('dashboard.card.noDescription')}
          </p>
        )}
        {editable ? (
          <Button
            variant="ghost"
            size="sm"
            className="-ml-3 h-8 text-muted-foreground"
            onClick={() => setDraft(project.description)}
          >
            <PencilIcon className="h-3.5 w-3.5" />
            {text ? t('dashboard.project.editDescription') : t('dashboard.project.addDescription')}
          </Button>
        ) : null}
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const edit = descriptionEdit(draft, project.description);
    if (edit.kind !== 'save') return setDraft(null);
    const messages = {
      success: t('dashboard.project.descriptionUpdated'),
      failure: t('dashboard.project.descriptionFailed'),
    };
    if (await save(edit.input, messages)) setDraft(null);
  };
  return (
    <form
      aria-label={t('dashboard.project.editDescriptionForm')}
      className="grid max-w-3xl gap-2"
      onSubmit={(e) => void submit(e)}
      onKeyDown={cancelOnEscape(() => setDraft(null))}
    >
      <Textarea
        aria-label={t('dashboard.project.descriptionLabel')}
        rows={4}
        value={draft}
        maxLength={PROJECT_LIMITS.description}
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? t('dashboard.common.saving') : t('dashboard.common.save')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDraft(null)}>
          {t('dashboard.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
