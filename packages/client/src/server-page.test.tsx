// renderRemotePage (each remote's server bundle): a remote's page rendered as the browser renders it,
// from the answers the gateway ran, for the user they were run as — and, for what it was not given, as
// it renders while loading: a server render sends no request.
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAuthState, type AuthUser } from './auth-store.js';
import { FIRST_QUERY_DOCUMENTS } from './gql/first-query-documents.js';
import { useLanguage } from './language.js';
import { renderRemotePage } from './server-page.js';

const ada: AuthUser = {
  __typename: 'User',
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  role: 'user',
  language: 'USA',
  createdAt: '2026-01-01T00:00:00.000Z',
  capabilities: { administer: false },
};

const project = {
  __typename: 'Project',
  id: 'p1',
  slug: 'q3-plan',
  name: 'Q3 <plan>',
  description: null,
  userEmail: 'ada@example.com',
  thesesCount: 1,
  viewerCanEdit: true,
  viewerCanManageMembers: true,
  viewerCanLeave: false,
  members: [
    {
      __typename: 'ProjectMember',
      userId: 'u1',
      username: 'ada',
      email: 'ada@example.com',
      role: 'owner',
      since: '2026-01-01T00:00:00.000Z',
    },
  ],
  invitations: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
  theses: [
    {
      __typename: 'Thesis',
      id: 't1',
      slug: 'pricing',
      title: 'Pricing',
      idea: 'Raise prices',
      summary: null,
      status: 'complete',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
};

const ProjectPageQuery = FIRST_QUERY_DOCUMENTS['ProjectPage']!;
const DashboardPageQuery = FIRST_QUERY_DOCUMENTS['DashboardPage']!;

function ProjectPage() {
  const { slug = '' } = useParams();
  const { user } = useAuthState();
  const [language] = useLanguage();
  const { data, loading } = useQuery<{ project: typeof project }>(ProjectPageQuery, {
    variables: { idOrSlug: slug },
  });
  const others = useQuery(DashboardPageQuery);
  return (
    <section>
      <p>
        {user?.email} reads {language}
      </p>
      {loading ? <p>Loading project</p> : <h1>{data?.project.name}</h1>}
      {data?.project.theses.map((thesis) => (
        <a key={thesis.id}>{thesis.title}</a>
      ))}
      {others.loading ? <p>Loading projects</p> : null}
    </section>
  );
}

const input = (answers: Parameters<typeof renderRemotePage>[1]['answers']) => ({
  pattern: '/projects/:slug',
  pathname: '/projects/q3-plan',
  user: ada,
  answers,
});

describe('renderRemotePage', () => {
  it('renders the page at its route from the answers, for their user, in their variant', async () => {
    const html = await renderRemotePage(
      { '/projects/:slug': { load: async () => ({ default: ProjectPage }) } },
      input([
        { operationName: 'ProjectPage', variables: { idOrSlug: 'q3-plan' }, body: { data: { project } } },
      ]),
    );
    expect(html).toContain('<p>ada@example.com reads USA</p>');
    expect(html).toContain('<h1>Q3 &lt;plan&gt;</h1>');
    expect(html).toContain('<a>Pricing</a>');
    // What it was not given renders as loading: nothing was sent for it.
    expect(html).toContain('Loading projects');
  });

  it('an answer with errors is not written: the page renders as loading', async () => {
    const html = await renderRemotePage(
      { '/projects/:slug': ProjectPage },
      input([
        {
          operationName: 'ProjectPage',
          variables: { idOrSlug: 'q3-plan' },
          body: { data: { project: null }, errors: [{ message: 'Project not found.' }] },
        },
      ]),
    );
    expect(html).toContain('Loading project');
  });

  it('a route the remote has no page for renders nothing', async () => {
    await expect(renderRemotePage({}, input([]))).resolves.toBeNull();
  });
});
