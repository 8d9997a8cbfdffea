// /projects/new (spec §2, §5): admins create a project, users request one; a landing-page idea waiting
// in session storage prefills the request and is cleared once it is submitted.
import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { clearPendingIdea, readPendingIdea, toastFailure, type AuthUser } from '@thesis-studio/client';
import { PROJECT_LIMITS } from '@thesis-studio/domain';
import {
  Button,
  buttonClass,
  Card,
  Label,
  LightbulbIcon,
  PageFrame,
  Textarea,
  TextField,
  toast,
} from '@thesis-studio/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackToDashboard } from '../common/BackToDashboard';
import { UserPage } from '../common/UserPage';
import { graphql } from '../gql';
import { useT } from '../i18n';
import { REMOTE_NAME } from '../remote';
import { canSubmitProject, newProjectCopy, projectInput, requestFromIdea } from './new-project';
import { PageTitle } from '../common/PageTitle';

const NewProjectPageCreateProjectMutation = graphql(`
  mutation NewProjectPageCreateProject($input: CreateProjectInput!) {
    createProject(input: $input) {
      ...ProjectCard_project
    }
  }
`);

const session = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export function NewProjectPage() {
  return (
    <UserPage titleSkeleton="h-9 w-72" bodySkeleton="mt-8 h-80 w-full max-w-2xl">
      {(user) => <NewProjectForm user={user} />}
    </UserPage>
  );
}

function NewProjectForm({ user }: { user: AuthUser }) {
  const t = useT();
  const copy = newProjectCopy(user.capabilities, t);
  const navigate = useNavigate();
  const [fromIdea] = useState(() => {
    const storage = session();
    return storage ? readPendingIdea(storage) : null;
  });
  const [form, setForm] = useState(() => requestFromIdea(fromIdea));
  const [createProject, { loading }] = useMutation(NewProjectPageCreateProjectMutation, {
    // The dashboard's list shows the new project without waiting for its own refetch.
    update(cache, { data }) {
      const created = data?.createProject;
      if (!created) return;
      cache.modify<{ projects: Reference[] }>({
        fields: {
          projects(existing, { toReference }) {
            const ref = toReference(created);
            return ref && Array.isArray(existing) ? [ref, ...existing] : existing;
          },
        },
      });
    },
  });
  const canSubmit = canSubmitProject(form.name, loading);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    let slug: string;
    try {
      const { data } = await createProject({
        variables: { input: projectInput(form.name, form.description) },
      });
      if (!data) throw new Error('The server sent no project.');
      slug = data.createProject.slug;
    } catch (error) {
      toastFailure(copy.failureToast, error);
      return;
    }
    if (fromIdea) {
      const storage = session();
      if (storage) clearPendingIdea(storage);
    }
    toast({ title: copy.successToast });
    void navigate(`/projects/${encodeURIComponent(slug)}`);
  };

  return (
    <PageFrame
      remote={REMOTE_NAME}
      title={
        <PageTitle
          back={<BackToDashboard>{t('dashboard.project.backToDashboard')}</BackToDashboard>}
          title={copy.title}
          description={copy.intro}
          descriptionClassName="mt-2 max-w-2xl leading-relaxed text-muted-foreground"
        />
      }
    >
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="p-6 sm:p-8">
          {fromIdea ? (
            <p
              data-testid="from-pending-idea"
              className="mb-6 flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              <LightbulbIcon className="mt-0.5 h-4 w-4 shrink-0" />
              {t('dashboard.newProject.fromIdea')}
            </p>
          ) : null}
          <form className="grid gap-5" onSubmit={(e) => void submit(e)} noValidate>
            <TextField
              id="project-name"
              label={copy.nameLabel}
              placeholder={copy.namePlaceholder}
              value={form.name}
              maxLength={PROJECT_LIMITS.name}
              required
              autoFocus
              onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
            />
            <div className="grid gap-2">
              <div className="flex items-baseline justify-between gap-2">
                <Label htmlFor="project-description">{copy.descriptionLabel}</Label>
                <span className="text-xs text-muted-foreground" aria-hidden="true">
                  {form.description.length}/{PROJECT_LIMITS.description}
                </span>
              </div>
              <Textarea
                id="project-description"
                rows={6}
                placeholder={copy.descriptionPlaceholder}
                value={form.description}
                maxLength={PROJECT_LIMITS.description}
                onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))}
              />
            </div>
            <div className="flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row sm:justify-end">
              <Link to="/dashboard" className={buttonClass('outline')}>
                {t('dashboard.common.cancel')}
              </Link>
              <Button type="submit" disabled={!canSubmit}>
                {loading ? copy.submittingLabel : copy.submitLabel}
              </Button>
            </div>
          </form>
        </Card>
        <aside
          aria-labelledby="next-steps-heading"
          className="rounded-lg border border-border bg-muted/50 p-6"
        >
          <h2 id="next-steps-heading" className="font-semibold">
            {t('dashboard.newProject.nextSteps')}
          </h2>
          <ol className="mt-4 grid gap-4">
            {copy.nextSteps.map((step, i) => (
              <li key={step} className="flex gap-3 text-sm leading-relaxed text-slate-600">
                <span className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
                  {i + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </PageFrame>
  );
}
