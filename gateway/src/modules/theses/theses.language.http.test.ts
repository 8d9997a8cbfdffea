// A thesis's language (issue 31) over HTTP: set at creation (else the creator's interface language),
// changed by whoever may edit, in every answer (REST, GraphQL, OpenAPI), en-GB for theses from before,
// and an unknown tag refused with the supported ones listed (400 / BAD_USER_INPUT, never 500).
import { THESIS_LANGUAGES } from '@thesis-studio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../testing/http-client.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { ThesisModel } from './theses.model.js';

interface Thesis {
  id: string;
  slug: string;
  language: string;
  version: number;
}

const LISTED = `Language must be one of: ${THESIS_LANGUAGES.join(', ')}.`;

const gateway = useTestRuntime();
let owner: TestClient;
let american: TestClient;
let projectId: string;
let americanProjectId: string;

beforeAll(async () => {
  owner = (await gateway.signUp('lang-owner@x.io')).client;
  american = (await gateway.signUp('lang-us@x.io')).client;
  expect((await american.put('/api/user/language', { language: 'USA' })).status).toBe(200);
  projectId = (await owner.post<{ id: string }>('/api/projects', { name: 'Sprachen', description: '' })).body
    .id;
  americanProjectId = (await american.post<{ id: string }>('/api/projects', { name: 'US', description: '' }))
    .body.id;
});

describe('REST', () => {
  it('a new thesis is in the language asked for, else in its creator’s interface language', async () => {
    const uk = await owner.post<Thesis>(`/api/projects/${projectId}/theses`, { title: 'Default UK' });
    expect(uk.status).toBe(201);
    expect(uk.body.language).toBe('en-GB');
    const us = await american.post<Thesis>(`/api/projects/${americanProjectId}/theses`, {
      title: 'Default US',
    });
    expect(us.body.language).toBe('en-US');
    const german = await owner.post<Thesis>(`/api/projects/${projectId}/theses`, {
      title: 'Auf Deutsch',
      language: 'de',
    });
    expect(german.status).toBe(201);
    expect(german.body.language).toBe('de');
    expect((await owner.get<Thesis>(`/api/theses/${german.body.id}`)).body.language).toBe('de');
  });

  it('an unknown tag answers 400 listing the supported tags, at creation and on edit', async () => {
    for (const language of ['klingon', 'de-DE', 'EN-GB', 7, null]) {
      const res = await owner.post(`/api/projects/${projectId}/theses`, { title: 'Nope', language });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: LISTED, fieldErrors: { language: [LISTED] } });
    }
    const thesis = (await owner.post<Thesis>(`/api/projects/${projectId}/theses`, { title: 'Edit me' })).body;
    const res = await owner.request('PATCH', `/api/theses/${thesis.id}`, { language: 'xx' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: LISTED, fieldErrors: { language: [LISTED] } });
    expect((await owner.get<Thesis>(`/api/theses/${thesis.id}`)).body).toMatchObject({
      language: 'en-GB',
      version: 1,
    });
  });

  it('PATCH { language } changes it (a new version); the GET answer can be sent back as it is', async () => {
    const thesis = (await owner.post<Thesis>(`/api/projects/${projectId}/theses`, { title: 'Wechsel' })).body;
    const changed = await owner.request<Thesis>('PATCH', `/api/theses/${thesis.id}`, { language: 'fr' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ language: 'fr', version: 2 });
    const read = (await owner.get<Thesis & Record<string, unknown>>(`/api/theses/${thesis.id}`)).body;
    const again = await owner.request<Thesis>('PATCH', `/api/theses/${thesis.id}`, {
      ...read,
      language: 'sv',
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ language: 'sv', version: 3 });
  });

  it('someone who may not edit cannot change it', async () => {
    const thesis = (await owner.post<Thesis>(`/api/projects/${projectId}/theses`, { title: 'Mine' })).body;
    const res = await american.request('PATCH', `/api/theses/${thesis.id}`, { language: 'de' });
    expect(res.status).toBe(404);
    expect((await owner.get<Thesis>(`/api/theses/${thesis.id}`)).body.language).toBe('en-GB');
  });

  it('a thesis stored before languages reads as en-GB', async () => {
    const thesis = (await owner.post<Thesis>(`/api/projects/${projectId}/theses`, { title: 'Old one' })).body;
    await ThesisModel.collection.updateOne({ slug: thesis.slug }, { $unset: { language: 1 } });
    expect((await owner.get<Thesis>(`/api/theses/${thesis.id}`)).body.language).toBe('en-GB');
  });

  it('the OpenAPI document describes it on the thesis, its creation and its edit', async () => {
    const doc = (await gateway.client().get<Record<string, unknown>>('/api/openapi.json')).body;
    const text = JSON.stringify(doc);
    const schemas = (doc.components as { schemas: Record<string, { properties?: Record<string, unknown> }> })
      .schemas;
    expect(schemas.Thesis?.properties?.language).toMatchObject({ enum: [...THESIS_LANGUAGES] });
    const paths = doc.paths as Record<string, Record<string, { requestBody?: unknown }>>;
    for (const body of [
      paths['/api/projects/{idOrSlug}/theses']?.post?.requestBody,
      paths['/api/theses/{idOrSlug}']?.patch?.requestBody,
    ])
      expect(JSON.stringify(body)).toContain('"language"');
    expect(text).toContain('BCP 47');
  });
});

describe('GraphQL', () => {
  it('createThesis and updateThesis take a language; Thesis.language answers it', async () => {
    const created = await owner.graphql<{ createThesis: Thesis }>(
      'mutation($p: ID!, $input: CreateThesisInput!) { createThesis(projectId: $p, input: $input) { id language } }',
      { p: projectId, input: { title: 'Graph Sprache', language: 'nl' } },
    );
    expect(created.body.errors).toBeUndefined();
    const thesis = created.body.data!.createThesis;
    expect(thesis.language).toBe('nl');
    const byDefault = await american.graphql<{ createThesis: Thesis }>(
      'mutation($p: ID!) { createThesis(projectId: $p, input: { title: "Graph US" }) { language } }',
      { p: americanProjectId },
    );
    expect(byDefault.body.data?.createThesis.language).toBe('en-US');

    const update = `mutation($id: ID!, $input: UpdateThesisInput!) {
      updateThesis(id: $id, input: $input) { language version }
    }`;
    const saved = await owner.graphql(update, { id: thesis.id, input: { language: 'pl' } });
    expect(saved.body.data).toEqual({ updateThesis: { language: 'pl', version: 2 } });
    const read = await owner.graphql<{ thesis: Thesis }>(
      'query($id: String!) { thesis(idOrSlug: $id) { language } }',
      {
        id: thesis.id,
      },
    );
    expect(read.body.data?.thesis.language).toBe('pl');
  });

  it('an unknown tag fails with BAD_USER_INPUT listing the supported tags', async () => {
    const refused = await owner.graphql(
      'mutation($p: ID!) { createThesis(projectId: $p, input: { title: "X", language: "tlh" }) { id } }',
      { p: projectId },
    );
    expect(refused.status).toBe(200);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: LISTED,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { language: [LISTED] } },
    });
  });
});
