// Comments on a shared thesis over HTTP: anyone with the link reads them (oldest first), signed-in
// readers write them (validated), an unknown link answers 404, and they go with their thesis.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import type { TestClient } from '../../testing/http-client.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { CommentModel } from './comments.model.js';

interface Comment {
  id: string;
  content: string;
  authorName: string;
  createdAt: string;
}

const gateway = useTestRuntime();
let owner: Actor;
let reader: TestClient;
let thesis: { id: string; shareUrl: string };

beforeAll(async () => {
  const signed = await gateway.signUp('owner@x.io');
  owner = (await gateway.services.users.findById(signed.id))!;
  reader = (await gateway.signUp('reader@x.io', { username: 'Rita' })).client;
  const project = await gateway.services.projects.create(owner, { name: 'Depots' });
  thesis = await gateway.services.theses.create(owner, project.id, { title: 'Routing' });
});

describe('comments on a shared thesis', () => {
  it('anyone reads them (empty at first); signed-in readers add them, listed oldest first', async () => {
    const anonymous = gateway.client();
    expect((await anonymous.get(`/api/shared/${thesis.shareUrl}/comments`)).body).toEqual([]);
    const first = await reader.post<Comment>(`/api/shared/${thesis.shareUrl}/comments`, {
      content: '  First!  ',
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      content: 'First!',
      authorName: 'Rita',
      createdAt: expect.any(String),
    });
    await reader.post(`/api/shared/${thesis.shareUrl}/comments`, { content: 'Second.' });
    const listed = await anonymous.get<Comment[]>(`/api/shared/${thesis.shareUrl}/comments`);
    expect(listed.body.map((c) => c.content)).toEqual(['First!', 'Second.']);
  });

  it('anonymous writers get 401; bad input 400; an unknown link 404', async () => {
    expect(
      (await gateway.client().post(`/api/shared/${thesis.shareUrl}/comments`, { content: 'Hi' })).status,
    ).toBe(401);
    for (const content of ['   ', 'x'.repeat(2001), 5]) {
      expect((await reader.post(`/api/shared/${thesis.shareUrl}/comments`, { content })).status).toBe(400);
    }
    expect(
      (await reader.post(`/api/shared/${thesis.shareUrl}/comments`, { content: 'Hi', extra: 1 })).status,
    ).toBe(400);
    expect((await reader.get('/api/shared/no/such/comments')).body).toEqual({
      message: 'Shared thesis not found',
    });
  });

  it('GraphQL: sharedThesisComments and addSharedThesisComment', async () => {
    const added = await reader.graphql<{ addSharedThesisComment: Comment }>(
      'mutation($s: String!) { addSharedThesisComment(shareUrl: $s, content: "Over GraphQL") { id authorName } }',
      { s: thesis.shareUrl },
    );
    expect(added.body.data?.addSharedThesisComment.authorName).toBe('Rita');
    const listed = await gateway
      .client()
      .graphql<{ sharedThesisComments: Comment[] }>(
        'query($s: String!) { sharedThesisComments(shareUrl: $s) { content } }',
        {
          s: thesis.shareUrl,
        },
      );
    expect(listed.body.data?.sharedThesisComments.at(-1)?.content).toBe('Over GraphQL');
  });

  it('comments go with their thesis', async () => {
    await gateway.services.theses.remove(owner, thesis.id);
    expect(await CommentModel.countDocuments({ thesisId: thesis.id })).toBe(0);
  });
});
