// Projects over HTTP: the REST answers of spec §7 (lists with the owner's email, the project with its
// theses, 201 with id and slug, 400 with field errors, 404 for bad keys) and the same over GraphQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestRuntime } from '../../testing/runtime.js';
import type { TestClient } from '../../testing/http-client.js';

interface Project {
  id: string;
  slug: string;
  name: string;
  description: string;
  ownerId: string;
  userEmail: string | null;
  thesesCount: number;
  unreadQuestionsCount: number;
  createdAt: string;
  updatedAt: string;
  theses?: Array<{ id: string; title: string }>;
}

const gateway = useTestRuntime();
let admin: TestClient;
let user: TestClient;
let userId: string;

beforeAll(async () => {
  admin = (await gateway.signUp('admin@x.io')).client;
  ({ client: user, id: userId } = await gateway.signUp('user@x.io'));
});

describe('REST', () => {
  it('POST /api/projects → 201 with id and slug; the user owns the request; admins list it with the email', async () => {
    const res = await user.post<Project>('/api/projects', {
      name: 'Entrée en Bourse',
      description: 'What do you need help with? An IPO.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: 'entree-en-bourse',
      name: 'Entrée en Bourse',
      ownerId: userId,
      userEmail: 'user@x.io',
      thesesCount: 0,
      unreadQuestionsCount: 0,
    });
    expect(res.body.id).toMatch(/^[0-9a-f]{24}$/);

    const mine = await user.get<Project[]>('/api/projects');
    expect(mine.body.map((p) => p.slug)).toContain('entree-en-bourse');
    const all = await admin.get<Project[]>('/api/projects');
    expect(all.body.find((p) => p.id === res.body.id)?.userEmail).toBe('user@x.io');
    const adminOwn = await admin.post<Project>('/api/projects', { name: 'Admin Only', description: '' });
    expect((await user.get<Project[]>('/api/projects')).body.map((p) => p.id)).not.toContain(
      adminOwn.body.id,
    );
  });

  it('GET /api/projects/{id or slug} answers the project with its theses', async () => {
    const project = (await user.post<Project>('/api/projects', { name: 'With Theses', description: '' }))
      .body;
    await user.post(`/api/projects/${project.id}/theses`, {
      title: 'First',
      idea: '',
      context: '',
      intellectualChallenge: '',
    });
    await user.post(`/api/projects/${project.slug}/theses`, { title: 'Second' });
    for (const key of [project.id, project.slug]) {
      const res = await user.get<Project>(`/api/projects/${key}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: project.id, thesesCount: 2 });
      expect(res.body.theses?.map((t) => t.title)).toEqual(['Second', 'First']);
    }
  });

  it('PATCH /api/projects/{id} {name} or {description} (admin): the slug stays', async () => {
    const project = (await user.post<Project>('/api/projects', { name: 'Draft Name', description: 'Old' }))
      .body;
    const renamed = await admin.request<Project>('PATCH', `/api/projects/${project.id}`, {
      name: 'Final Name',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Final Name', slug: 'draft-name', description: 'Old' });
    const described = await admin.request<Project>('PATCH', `/api/projects/${project.slug}`, {
      description: '',
    });
    expect(described.body).toMatchObject({ name: 'Final Name', description: '' });
    expect((await user.get<Project>(`/api/projects/draft-name`)).body.name).toBe('Final Name');
  });

  it('GET → edit → PATCH of the whole project (with its theses): read-only fields ignored, unknown ones refused', async () => {
    const project = (await user.post<Project>('/api/projects', { name: 'Round Trip', description: 'Old' }))
      .body;
    await user.post(`/api/projects/${project.id}/theses`, { title: 'Inside' });
    const read = (await admin.get<Project>(`/api/projects/${project.id}`)).body;
    expect(read.theses).toHaveLength(1);
    const saved = await admin.request<Project>('PATCH', `/api/projects/${project.id}`, {
      ...read,
      description: 'New',
      slug: 'elsewhere',
      thesesCount: 9,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Round Trip',
      description: 'New',
      slug: 'round-trip',
      thesesCount: 1,
    });
    // Its owner may not rename it or change its description, but writing it back unchanged is no change.
    const mine = (await user.get<Project>(`/api/projects/${project.id}`)).body;
    expect((await user.request('PATCH', `/api/projects/${project.id}`, mine)).status).toBe(200);
    expect(
      (await user.request('PATCH', `/api/projects/${project.id}`, { ...mine, name: 'Mine' })).status,
    ).toBe(403);
    const unknown = await admin.request('PATCH', `/api/projects/${project.id}`, { ...read, colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      message: 'Unknown field: colour.',
      fieldErrors: { _: ['Unknown field: colour.'] },
    });
  });

  it('DELETE /api/projects/{id} (admin) takes its theses along', async () => {
    const project = (await user.post<Project>('/api/projects', { name: 'Short Lived', description: '' }))
      .body;
    const thesis = (
      await user.post<{ id: string }>(`/api/projects/${project.id}/theses`, { title: 'Orphan?' })
    ).body;
    const res = await admin.delete(`/api/projects/${project.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: project.id });
    expect((await admin.get(`/api/projects/${project.id}`)).status).toBe(404);
    expect((await admin.get(`/api/theses/${thesis.id}`)).status).toBe(404);
    expect(await gateway.services.theses.listOfProject(project.id)).toEqual([]);
  });

  it('refuses bad input with 400 { message, fieldErrors }', async () => {
    const blank = await user.post('/api/projects', { name: '   ', description: '' });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({
      message: 'Project name is required.',
      fieldErrors: { name: ['Project name is required.'] },
    });
    const long = await user.post('/api/projects', { name: 'ok', description: 'd'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      message: 'Description must be at most 2000 characters.',
      fieldErrors: { description: ['Description must be at most 2000 characters.'] },
    });
    const project = (await user.post<Project>('/api/projects', { name: 'Target', description: '' })).body;
    const emptyRename = await admin.request('PATCH', `/api/projects/${project.id}`, { name: '' });
    expect(emptyRename.status).toBe(400);
    expect(emptyRename.body).toMatchObject({ fieldErrors: { name: ['Project name is required.'] } });
    const badThesis = await user.post(`/api/projects/${project.id}/theses`, { title: '' });
    expect(badThesis.status).toBe(400);
    expect(badThesis.body).toEqual({
      message: 'Title is required.',
      fieldErrors: { title: ['Title is required.'] },
    });
  });

  it('bad ids and slugs answer 404, never 500', async () => {
    for (const key of ['nope', '%7B%7D', 'a%20b', '..%2F..', 'x'.repeat(400), '0123456789abcdef0123456z']) {
      expect((await admin.get(`/api/projects/${key}`)).status).toBe(404);
      expect((await admin.request('PATCH', `/api/projects/${key}`, { name: 'x' })).status).toBe(404);
      expect((await admin.delete(`/api/projects/${key}`)).status).toBe(404);
      expect((await admin.post(`/api/projects/${key}/theses`, { title: 'x' })).status).toBe(404);
    }
  });
});

describe('GraphQL', () => {
  it('serves the dashboard, the project page and the project mutations', async () => {
    const created = await user.graphql<{ createProject: Project }>(
      'mutation($input: CreateProjectInput!) { createProject(input: $input) { id slug name description userEmail } }',
      { input: { name: 'Graph Project', description: null } },
    );
    expect(created.body.errors).toBeUndefined();
    const project = created.body.data!.createProject;
    expect(project).toMatchObject({ slug: 'graph-project', description: '', userEmail: 'user@x.io' });

    await user.graphql(
      'mutation($p: ID!) { createThesis(projectId: $p, input: { title: "Inside" }) { id } }',
      {
        p: project.id,
      },
    );

    const dashboard = await admin.graphql<{ projects: Project[] }>(
      '{ projects { id slug name description userEmail thesesCount unreadQuestionsCount updatedAt } }',
    );
    expect(dashboard.body.data?.projects.find((p) => p.id === project.id)).toMatchObject({
      userEmail: 'user@x.io',
      thesesCount: 1,
      unreadQuestionsCount: 0,
    });

    const page = await user.graphql<{ project: Project }>(
      'query($key: String!) { project(idOrSlug: $key) { id name thesesCount theses { id title status version project { id } } } }',
      { key: project.slug },
    );
    expect(page.body.data?.project).toMatchObject({
      id: project.id,
      thesesCount: 1,
      theses: [{ title: 'Inside', status: 'draft', version: 1, project: { id: project.id } }],
    });

    const updated = await admin.graphql<{ updateProject: Project }>(
      'mutation($id: ID!) { updateProject(id: $id, input: { name: "Renamed Graph", description: "Now described" }) { name slug description } }',
      { id: project.id },
    );
    expect(updated.body.data?.updateProject).toEqual({
      name: 'Renamed Graph',
      slug: 'graph-project',
      description: 'Now described',
    });

    const invalid = await user.graphql('mutation { createProject(input: { name: "" }) { id } }');
    expect(invalid.status).toBe(200);
    expect(invalid.body.errors?.[0]).toMatchObject({
      message: 'Project name is required.',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: ['Project name is required.'] } },
    });

    const deleted = await admin.graphql('mutation($id: ID!) { deleteProject(id: $id) }', { id: project.id });
    expect(deleted.body.data).toEqual({ deleteProject: project.id });
    const gone = await user.graphql('query($key: String!) { project(idOrSlug: $key) { id } }', {
      key: project.slug,
    });
    expect(gone.body.data).toEqual({ project: null });
    expect(gone.body.errors?.[0]).toMatchObject({
      message: 'Project not found.',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
