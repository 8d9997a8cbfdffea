// Test data shared by the research tests (the runner's and its steps', the queue's, the HTTP and access
// tests').
import { expect } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import type { TestClient } from '../../testing/http-client.js';
import type { TestServices } from '../../testing/services.js';
import type { RunPlan } from './research.plan.js';

/** A thesis brief whose words the fake sources' passages share. */
export const BRIEF = {
  title: 'Cold chain routing',
  idea: 'Carriers that plan refrigerated routes with live temperature data lose fewer shipments.',
  context: 'Pharmaceutical customers audit every temperature excursion.',
  intellectualChallenge: 'Should a carrier build temperature-aware route planning?',
};

/** A route-planning brief, for the tests that queue and run theses rather than read their sources. */
export const ROUTE_BRIEF = {
  idea: 'Carriers that automate route planning keep their margins.',
  context: 'Mid-sized European logistics.',
  intellectualChallenge: 'Build or buy route planning?',
};

/** A thesis of the route-planning brief titled `title` in project `projectId`, created over REST: its id. */
export async function postRouteThesis(client: TestClient, projectId: string, title: string): Promise<string> {
  const thesis = await client.post<{ id: string }>(`/api/projects/${projectId}/theses`, {
    title,
    ...ROUTE_BRIEF,
  });
  expect(thesis.status).toBe(201);
  return thesis.body.id;
}

/**
 * A thesis of `brief` titled `title`, in a project of its own of `owner`'s, with a running run of it
 * (its default plan changed by `plan`, every phase pending, nothing written) with `fields` set: their ids.
 */
export async function storedRun(
  services: Pick<TestServices, 'projects' | 'theses'>,
  owner: Actor,
  brief: Omit<typeof BRIEF, 'title'>,
  title: string,
  options: { plan?: Partial<RunPlan>; fields?: Record<string, unknown> } = {},
): Promise<{ thesisId: string; runId: string }> {
  const { ResearchRunModel } = await import('./research.model.js');
  const { RESEARCH_PHASES } = await import('./research.phases.js');
  const { defaultPlan } = await import('./research.plan.js');
  const project = await services.projects.create(owner, { name: `Project ${title}` });
  const thesis = await services.theses.create(owner, project.id, { ...brief, title });
  const run = await ResearchRunModel.create({
    thesisId: thesis.id,
    status: 'running',
    brief: { ...brief, title },
    plan: { ...defaultPlan({ ...brief, title }, undefined), ...options.plan },
    phases: RESEARCH_PHASES.map(({ id, title: t, description }) => ({ id, title: t, description })),
    sections: {},
    startedAt: new Date(),
    ...options.fields,
  });
  return { thesisId: thesis.id, runId: run._id.toString() };
}

/**
 * A running run of thesis `thesisId` left without its job, as a crash between creating and scheduling
 * it leaves one: every phase pending, nothing written yet.
 */
export async function orphanRun(thesisId: string, brief: Record<string, string>): Promise<void> {
  const { ResearchRunModel } = await import('./research.model.js');
  const { RESEARCH_PHASES } = await import('./research.phases.js');
  await ResearchRunModel.create({
    thesisId,
    status: 'running',
    brief,
    phases: RESEARCH_PHASES.map(({ id, title, description }) => ({
      id,
      title,
      description,
      status: 'pending',
    })),
    sections: {},
    startedAt: new Date(),
  });
}
