// @vitest-environment happy-dom
// The thesis page as a reader meets it, over a scripted GraphQL link: the thesis in the reader's
// spelling variant (switched like the header's dropdown does), the empty state, 'Thesis Not Found'
// and the skeleton.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { chooseLanguage } from '@thesis-studio/client';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThesisPage } from './ThesisPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const THESIS = {
  __typename: 'Thesis',
  id: '665f1c2a9b1e8a0012345678',
  slug: 'regional-growth',
  title: 'Organisation Design for Regional Growth',
  intellectualChallenge: 'How should a mid-sized organisation centralise its analytics?',
  content: [
    '## Organisational Context',
    'The organisation must prioritise its analysis.',
    '',
    '- Centralise the data team',
    '- Standardise reporting',
    '',
    '| Timeline | Activities | Milestone |',
    '| --- | --- | --- |',
    '| Q1 | Map the organisation | Baseline |',
  ].join('\n'),
  status: 'complete',
  createdAt: new Date().toISOString(),
  project: { __typename: 'Project', id: 'p1', slug: 'acme', name: 'Acme Strategy' },
};

type Answer = { data?: unknown; errors?: unknown[] } | 'pending';

let root: Root;
let container: HTMLElement;

function renderPage(answer: Answer) {
  // ThesisPage answers as scripted; the research-progress subscription stays open and silent.
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName !== 'ThesisPage' || answer === 'pending') return;
        observer.next(answer as ApolloLink.Result);
        observer.complete();
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  act(() =>
    root.render(
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={['/theses/regional-growth']}>
          <Routes>
            <Route path="/theses/:slug" element={<ThesisPage />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>,
    ),
  );
}

const text = () => container.textContent ?? '';
/** Lets React and the network (and the spelling word lists) move on until `check` passes. */
async function settle(check: () => void, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

beforeEach(() => {
  chooseLanguage('UK');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('ThesisPage', { timeout: 20_000 }, () => {
  it('shows the thesis in the reader’s variant and follows a change of variant', async () => {
    renderPage({ data: { thesis: THESIS } });
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe(THESIS.title));
    expect(container.querySelector('[data-remote="mf_thesis"]')).not.toBeNull();
    expect(text()).toContain('Back to Dashboard');
    expect(container.querySelector('[data-testid="central-question"]')?.textContent).toBe(
      THESIS.intellectualChallenge,
    );
    expect(container.querySelector('[data-testid="thesis-status"]')?.textContent).toBe('Complete');
    expect(container.querySelector('time')?.textContent).toBe('Today');
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Timeline',
      'Activities',
      'Milestone',
    ]);
    // No research running and no progress yet: no empty progress panel.
    expect(container.querySelector('[data-testid="research-progress-events"]')).toBeNull();

    act(() => chooseLanguage('USA'));
    await settle(() =>
      expect(container.querySelector('h1')?.textContent).toBe('Organization Design for Regional Growth'),
    );
    expect(container.querySelector('[data-testid="central-question"]')?.textContent).toBe(
      'How should a mid-sized organization centralize its analytics?',
    );
    expect(container.querySelector('h2')?.textContent).toBe('Organizational Context');
    expect(text()).toContain('The organization must prioritize its analysis.');
    expect(text()).toContain('Standardize reporting');
    expect(text()).toContain('Map the organization');
    expect(text()).not.toContain('organisation');
    expect(container.querySelector('[lang]')?.getAttribute('lang')).toBe('en-US');

    act(() => chooseLanguage('UK'));
    await settle(() => expect(text()).toContain('The organisation must prioritise its analysis.'));
    expect(container.querySelector('h1')?.textContent).toBe(THESIS.title);
    expect(text()).not.toContain('organization');
  });

  it('says the thesis is still being researched when it has no content, with no dead button', async () => {
    renderPage({ data: { thesis: { ...THESIS, content: '  \n', status: 'draft' } } });
    await settle(() => expect(text()).toContain('This thesis is still being researched.'));
    expect(container.querySelector('[data-testid="thesis-status"]')?.textContent).toBe('Draft');
    expect(container.querySelector('article')).toBeNull();
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });

  it('shows Thesis Not Found with a way back for a missing or someone else’s thesis', async () => {
    renderPage({
      data: { thesis: null },
      errors: [{ message: 'Thesis not found.', extensions: { code: 'NOT_FOUND' } }],
    });
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe('Thesis Not Found'));
    const back = [...container.querySelectorAll('a')].find((a) =>
      a.textContent?.includes('Back to Dashboard'),
    );
    expect(back?.getAttribute('href')).toBe('/dashboard');
    expect(container.querySelector('[data-remote="mf_thesis"]')).not.toBeNull();
  });

  it('shows a skeleton while the thesis loads', () => {
    renderPage('pending');
    const skeleton = container.querySelector('[data-testid="thesis-skeleton"]');
    expect(skeleton?.getAttribute('role')).toBe('status');
    expect(skeleton?.getAttribute('aria-label')).toBe('Loading thesis');
    expect(container.querySelector('h1')).toBeNull();
  });

  it('offers Try again when the thesis cannot be loaded for another reason', async () => {
    renderPage({ errors: [{ message: 'Too many requests.', extensions: { code: 'TOO_MANY_REQUESTS' } }] });
    await settle(() => expect(text()).toContain('This thesis could not be loaded.'));
    expect(text()).toContain('Too many requests.');
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Try again']);
  });
});
