// What the grounded-research tests share (offline, through a model, and with the web): the answers
// they read, a brief whose words the sources' passages share, and an owner who adds sources to a
// thesis, researches it and reads its citations over REST.
import { beforeAll, expect } from 'vitest';
import type { Actor } from '../shared/access/actor.js';
import { ownerWithProject } from './owner.js';
import type { TestClient } from './http-client.js';
import type { TestRuntime } from './runtime.js';
import type { CitationSummary, CitationView } from '../modules/citations/index.js';

/** `GET /api/theses/:id/research`, as these tests read it. */
export interface ResearchRunAnswer {
  status: string;
  failureReason: string | null;
  grounding: { retrieved: number; cited: number; removed: number; webPages: number } | null;
}

/** `GET /api/theses/:id/citations`, as these tests read it. */
export interface CitationsAnswer {
  summary: CitationSummary;
  citations: CitationView[];
  unsupported: Array<{
    section: string;
    sentence: string;
    reason: string;
    quote: string | null;
    sourceTitle: string | null;
  }>;
}

/** A cold-chain brief: the sources' facts answer it, so retrieval finds them. */
const GROUNDED_BRIEF = {
  idea: 'Carriers that plan refrigerated routes with live temperature data lose fewer shipments and win pharmaceutical tenders.',
  context: 'Pharmaceutical customers audit every temperature excursion on refrigerated routes.',
  intellectualChallenge: 'Should a carrier build temperature-aware route planning for refrigerated routes?',
};

/** Polls `done` every 100 ms for up to 30 s (usable in hooks, unlike expect.poll). */
export async function until(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The owner of these tests' theses, signed up before the file's tests (after an admin, so that they are
 * an ordinary user) with a project to hold them.
 */
export function useGroundedOwner(gateway: TestRuntime) {
  let client: TestClient;
  let user: Actor;
  let projectId: string;
  beforeAll(async () => {
    await gateway.signUp('admin@x.io');
    ({ client, user, projectId } = await ownerWithProject(gateway, 'Cold chain'));
  });
  const owner = {
    get client() {
      return client;
    },
    get user() {
      return user;
    },
    /** A thesis of the brief, titled `title`. */
    thesis: (title: string) => gateway.services.theses.create(user, projectId, { ...GROUNDED_BRIEF, title }),
    /** A thesis of the brief with `sources` added over REST, once all of them are ready. */
    async thesisWithSources(title: string, sources: ReadonlyArray<{ title: string; text: string }>) {
      const thesis = await owner.thesis(title);
      for (const source of sources)
        expect((await client.post(`/api/theses/${thesis.id}/sources`, source)).status).toBe(201);
      await until(async () => {
        const list = (await client.get<Array<{ status: string }>>(`/api/theses/${thesis.id}/sources`)).body;
        return list.length === sources.length && list.every((s) => s.status === 'ready');
      });
      return thesis;
    },
    /** Starts research of thesis `id` and answers its run once it is no longer running. */
    async research(id: string): Promise<ResearchRunAnswer> {
      expect((await client.post(`/api/theses/${id}/research`)).status).toBe(202);
      let run: ResearchRunAnswer | undefined;
      await until(async () => {
        run = (await client.get<ResearchRunAnswer>(`/api/theses/${id}/research`)).body;
        return run.status !== 'running';
      });
      return run!;
    },
    citationsOf: async (id: string) =>
      (await client.get<CitationsAnswer>(`/api/theses/${id}/citations`)).body,
  };
  return owner;
}
