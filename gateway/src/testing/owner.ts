// What many tests start from: an account signed up over REST (its client holds the session) with a
// project of theirs, and a thesis in it, made through the services.
import type { Actor } from '../shared/access/actor.js';
import type { TestClient } from './http-client.js';
import type { TestRuntime } from './runtime.js';

interface OwnerWithProject {
  client: TestClient;
  user: Actor;
  projectId: string;
}

/** Signs up `email` (the first account is the admin) and makes the project `project` of theirs. */
export async function ownerWithProject(
  gateway: TestRuntime,
  project: string,
  email = 'owner@x.io',
): Promise<OwnerWithProject> {
  const signed = await gateway.signUp(email);
  const user = (await gateway.services.users.findById(signed.id))!;
  const { id: projectId } = await gateway.services.projects.create(user, { name: project });
  return { client: signed.client, user, projectId };
}

/** `ownerWithProject`, with the thesis titled `names.thesis` in the project. */
export async function ownerWithThesis(
  gateway: TestRuntime,
  names: { project: string; thesis: string },
  email = 'owner@x.io',
): Promise<OwnerWithProject & { thesisId: string; shareUrl: string }> {
  const owner = await ownerWithProject(gateway, names.project, email);
  const thesis = await gateway.services.theses.create(owner.user, owner.projectId, { title: names.thesis });
  return { ...owner, thesisId: thesis.id, shareUrl: thesis.shareUrl };
}
