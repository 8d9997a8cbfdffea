// @vitest-environment happy-dom
// The shared page's spelling (issue 18): the gateway's render sends what the page shows in the default
// variant (UK), so a UK reader's page is the server's markup as it is and never loads the word lists; a
// USA reader starts from the same markup and reads US spelling once the lists have loaded; switching
// the variant converts the page both ways; text the server did not convert (a chat answer, a thesis the
// page fetched itself, one the server sent as written) is converted for a UK reader too. The tests run
// in this order: the lists, once loaded, stay loaded for the page's life, and the first two are pages
// before anything has loaded them.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { authStore, chooseLanguage } from '@thesis-studio/client';
import type * as language from '@thesis-studio/language';
import { loadSpellingConverter } from '@thesis-studio/language';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSharedPage } from '../server';
import { SHARED_DATA_ID } from './embedded';
import { SharedThesisPage } from './SharedThesisPage';
import { mount, settle as settleEvery, unmountAll } from '@thesis-studio/ui/test-dom';

vi.mock('@thesis-studio/language', async (importOriginal) => {
  const actual = await importOriginal<typeof language>();
  return { ...actual, loadSpellingConverter: vi.fn(actual.loadSpellingConverter) };
});

/** Written in US spelling, with code and an address that stay as written in either variant. */
const THESIS = {
  id: '665f1c2a9b1e8a0012345678',
  title: 'Color Organization for Regional Growth',
  content: [
    '## The Organization of Color',
    '',
    'Every color in the organization is analyzed; `the color organization` and',
    'https://example.com/color-organization stay as written.',
    '',
    '```',
    'color organization',
    '```',
    '',
    '| Color | Organization |',
    '| --- | --- |',
    '| Q1 | The organization is analyzed |',
  ].join('\n'),
  summary: '• Centralize the color analysis\n• Pilot the organization in two regions',
  language: 'en-GB' as const,
  projectName: 'Color Strategy',
  shareUrl: 'AbCdEfGhIjK/LmNoPqRsTuV',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
  citations: [],
  citationSummary: { total: 0, supported: 0, partly: 0, notSupported: 0, unchecked: 0, removed: 0 },
};

const UK_TITLE = 'Colour Organisation for Regional Growth';
const UK_PROSE = 'Every colour in the organisation is analysed;';
const US_PROSE = 'Every color in the organization is analyzed;';

let root: Root;
let container: HTMLElement;

/** The page at its link; the REST side answers the thesis (or never), and the reader's chat. */
function renderPage(thesis: 'pending' | typeof THESIS, chat: object[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url).pathname;
      if (url === `/api/shared/${THESIS.shareUrl}`) {
        return thesis === 'pending' ? new Promise<Response>(() => undefined) : Response.json(thesis);
      }
      if (url.endsWith('/messages')) return Response.json(chat);
      return new Response('not stubbed', { status: 500 });
    }),
  );
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink(() => new Observable(() => undefined)),
  });
  act(() =>
    root.render(
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[`/shared/${THESIS.shareUrl}`]}>
          <Routes>
            <Route path="/shared/*" element={<SharedThesisPage />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>,
    ),
  );
}

/** What the gateway writes: the page (parsed, to compare with) and the data after #root. */
function serverPage() {
  const server = renderSharedPage(THESIS);
  document.body.insertAdjacentHTML('beforeend', server.data);
  const parsed = document.createElement('div');
  parsed.innerHTML = server.page;
  return parsed;
}

/**
 * What the page shows of the thesis, as markup: title, project and date, the article, Key Insights, and
 * the cue cards' text (their controls are inert on the server, with ids of its own).
 */
const shownOf = (scope: ParentNode) =>
  [
    scope.querySelector('header:not(.sticky)')?.outerHTML,
    scope.querySelector('article')?.outerHTML,
    scope.querySelector('[aria-labelledby="key-insights-heading"]')?.outerHTML,
    scope.querySelector('[aria-roledescription="carousel"]')?.textContent,
  ].join('\n');
const h1 = () => container.querySelector('h1')?.textContent;
const article = () => container.querySelector('article')?.textContent ?? '';

const settle = <T,>(check: () => T, timeoutMs = 10_000) => settleEvery(check, timeoutMs, 20);

beforeEach(() => {
  // (The server's render, imported here too, loads its lists as it starts.)
  vi.mocked(loadSpellingConverter).mockClear();
  authStore.setUser(null);
  ({ root, container } = mount());
});

afterEach(() => {
  unmountAll();
  document.getElementById(SHARED_DATA_ID)?.remove();
  vi.unstubAllGlobals();
  chooseLanguage('UK');
});

describe('the shared page’s spelling', { timeout: 20_000 }, () => {
  it('shows a UK reader the server’s reading as it is, and loads no word lists', async () => {
    chooseLanguage('UK');
    const server = serverPage();
    renderPage('pending');
    // The first render is the server's markup, cue cards and Key Insights included.
    expect(shownOf(container)).toBe(shownOf(server));
    expect(h1()).toBe(UK_TITLE);
    expect(container.querySelector('header')?.textContent).toContain('Colour Strategy · Shared thesis');
    expect(article()).toContain(UK_PROSE);
    // Code, the address and the table's header as the converter leaves them.
    expect(container.querySelector('p code')?.textContent).toBe('the color organization');
    expect(container.querySelector('pre')?.textContent).toBe('color organization\n');
    expect(container.querySelector('article a')?.getAttribute('href')).toBe(
      'https://example.com/color-organization',
    );
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Colour',
      'Organisation',
    ]);
    const insights = container.querySelector('[aria-labelledby="key-insights-heading"]');
    expect([...(insights?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      'Centralise the colour analysis',
      'Pilot the organisation in two regions',
    ]);
    // Nothing asks for the lists, however long the page stays.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(loadSpellingConverter).not.toHaveBeenCalled();
    expect(shownOf(container)).toBe(shownOf(server));
  });

  it('starts a USA reader from the server’s markup, then shows US spelling; switching converts both ways', async () => {
    chooseLanguage('USA');
    const server = serverPage();
    renderPage('pending');
    // The first render is the server's (UK) markup but for the date, which is the reader's: nothing
    // moves when the remote takes over.
    const withoutDate = (scope: ParentNode) => shownOf(scope).replace(/<time[^>]*>[^<]*<\/time>/, '');
    expect(withoutDate(container)).toBe(withoutDate(server));
    expect(h1()).toBe(UK_TITLE);
    await settle(() => expect(h1()).toBe(THESIS.title));
    expect(loadSpellingConverter).toHaveBeenCalledTimes(1);
    expect(article()).toContain(US_PROSE);
    expect(container.querySelector('header')?.textContent).toContain('Color Strategy · Shared thesis');
    expect(container.querySelector('[aria-roledescription="carousel"] h3')?.textContent).toBe(
      'The Organization of Color',
    );
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Color',
      'Organization',
    ]);
    expect(container.querySelector('[lang]')?.getAttribute('lang')).toBe('en-US');

    // The header's Language select: at once, as the lists are there.
    act(() => chooseLanguage('UK'));
    expect(h1()).toBe(UK_TITLE);
    expect(article()).toContain(UK_PROSE);
    expect(shownOf(container)).toBe(shownOf(server));
    act(() => chooseLanguage('USA'));
    await settle(() => expect(article()).toContain(US_PROSE));
    expect(h1()).toBe(THESIS.title);
    expect(loadSpellingConverter).toHaveBeenCalledTimes(1);
  });

  it('converts what the server did not for a UK reader: a chat answer, a thesis the page fetched', async () => {
    chooseLanguage('UK');
    renderPage(THESIS, [
      { id: 'q1', role: 'user', content: 'Which color?' },
      { id: 'r1', role: 'assistant', content: 'The organization picked one color.' },
    ]);
    await settle(() => expect(h1()).toBe(UK_TITLE));
    expect(article()).toContain(UK_PROSE);
    await settle(() =>
      expect(container.querySelector('#query-research-panel')?.textContent).toContain(
        'The organisation picked one colour.',
      ),
    );
    // The reader's own words stay as they wrote them.
    expect(container.querySelector('#query-research-panel')?.textContent).toContain('Which color?');
  });

  it('reads a thesis the server sent as written (its US words do not survive UK and back) in either variant', async () => {
    const thesis = { ...THESIS, content: '## Method\n\nThe thesis analyzes the color of each region.' };
    const server = renderSharedPage(thesis);
    expect(server.page).toContain('The thesis analyzes the color of each region.');
    document.body.insertAdjacentHTML('beforeend', server.data);
    chooseLanguage('USA');
    renderPage('pending');
    await settle(() => expect(h1()).toBe(THESIS.title));
    expect(article()).toContain('The thesis analyzes the color of each region.');
    act(() => chooseLanguage('UK'));
    expect(h1()).toBe(UK_TITLE);
    expect(article()).toContain('The thesis analyses the colour of each region.');
  });

  it('leaves a thesis not in English as written for either variant; its title and article carry its language (issue 31)', async () => {
    const thesis = { ...THESIS, language: 'nl' as const };
    const server = renderSharedPage(thesis);
    // The server's page: no UK spelling, the Dutch thesis's lang on its title and article.
    expect(server.page).toContain('Every color in the organization is analyzed;');
    const parsed = document.createElement('div');
    parsed.innerHTML = server.page;
    expect(parsed.querySelector('h1')?.getAttribute('lang')).toBe('nl');
    expect(parsed.querySelector('article')?.getAttribute('lang')).toBe('nl');
    expect(parsed.querySelector('[data-shared-grid]')?.getAttribute('lang')).toBe('nl');
    document.body.insertAdjacentHTML('beforeend', server.data);
    chooseLanguage('USA');
    renderPage('pending');
    await settle(() => expect(h1()).toBe(THESIS.title));
    expect(article()).toContain(US_PROSE);
    act(() => chooseLanguage('UK'));
    expect(h1()).toBe(THESIS.title);
    expect(article()).toContain(US_PROSE);
    expect(container.querySelector('article')?.getAttribute('lang')).toBe('nl');
  });

  it('an English thesis’s article carries its language, whatever the reader’s variant', async () => {
    serverPage();
    chooseLanguage('USA');
    renderPage('pending');
    await settle(() => expect(article()).toContain(US_PROSE));
    expect(container.querySelector('article')?.getAttribute('lang')).toBe('en-GB');
    expect(container.querySelector('[data-shared-grid]')?.getAttribute('lang')).toBe('en-US');
  });
});
