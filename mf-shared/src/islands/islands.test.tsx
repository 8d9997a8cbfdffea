// @vitest-environment happy-dom
// A visitor's shared page with islands (issue 32): the gateway's render (renderSharedIslandsPage) holds
// the article with its citations as native popovers (they open with no script), and a container per
// island; the browser hydrates each container with the same island and props, read from the embedded
// shared view, without React rendering it again (no mismatch), and the island then works: the toolbar
// toggles the panel island through the page, a press that woke an island is given to it.
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSharedIslandsPage } from '../server';
import { SHARED_THESIS } from '../testing/shared-thesis';
import { hydrateIsland } from './mount';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const THESIS = {
  ...SHARED_THESIS,
  content: [
    '## Context',
    '',
    'Regional teams stop reconciling numbers by hand [1]. The hub answers within two days [2].',
    '',
    '## Plan',
    '',
    '- Pilot in two regions',
  ].join('\n'),
  citations: [
    {
      n: 1,
      sourceTitle: 'Field notes on reconciliation',
      sourceKind: 'text',
      location: 'Part 1',
      quote: 'Regional teams stop reconciling numbers by hand',
      passage: 'In the pilot, regional teams stop reconciling numbers by hand, and the hub reports once.',
    },
    {
      n: 2,
      sourceTitle: 'Hub queue report',
      sourceKind: 'web',
      location: 'Section 2',
      site: 'example.com',
      url: 'https://example.com/queue',
      quote: 'answers within two days',
      passage: 'The central hub answers within two days.',
    },
  ],
  citationSummary: { total: 2, supported: 0, partly: 0, notSupported: 0, unchecked: 2, removed: 0 },
};

const rendered = renderSharedIslandsPage(THESIS as never, { date: new Date('2026-12-04T12:00:00Z') });

beforeAll(() => {
  window.history.replaceState(null, '', `/shared/${THESIS.shareUrl}`);
  // The reader chat's first request: an empty conversation.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});

afterEach(() => {
  document.body.innerHTML = '';
});

function loadPage() {
  document.body.innerHTML = `${rendered.page}${rendered.data}`;
}

describe('the islands page as the gateway renders it', () => {
  it('has the citations as native popovers: a popovertarget marker and one card per citation', () => {
    loadPage();
    const markers = document.querySelectorAll('article [data-citation-marker]');
    expect(markers).toHaveLength(2);
    expect(markers[0]!.getAttribute('popovertarget')).toBe('citation-1');
    expect(markers[0]!.getAttribute('aria-label')).toBe('Source 1: Field notes on reconciliation');
    const card = document.getElementById('citation-1')!;
    expect(card.getAttribute('popover')).toBe('auto');
    expect(card.querySelector('mark')?.textContent).toBe('regional teams stop reconciling numbers by hand');
    expect(document.getElementById('citation-2')?.querySelector('a')?.getAttribute('href')).toBe(
      'https://example.com/queue',
    );
  });

  it('has a container per island, live cue cards, a language select and a hidden cookie notice', () => {
    loadPage();
    const names = [...document.querySelectorAll<HTMLElement>('[data-island]')].map(
      (e) => e.dataset['island'],
    );
    expect(names).toEqual(['toolbar', 'cards', 'panel']);
    expect(document.querySelector('[data-island="cards"] [inert]')).toBeNull();
    expect(document.querySelector('[data-island="cards"]')?.textContent).toContain('Thesis Cue Cards');
    expect(document.querySelector('select#site-language')).not.toBeNull();
    expect(document.querySelector<HTMLElement>('[data-cookie-banner]')?.hidden).toBe(true);
  });
});

describe('hydrating an island', () => {
  it('adopts the server’s markup for each island without rendering it again', async () => {
    loadPage();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const name of ['toolbar', 'cards', 'panel'] as const) {
      const container = document.querySelector<HTMLElement>(`[data-island="${name}"]`)!;
      const before = container.firstElementChild;
      let hydrated: Promise<boolean> = Promise.resolve(false);
      // act flushes the hydration (its effects resolve the promise) once the callback returns.
      await act(async () => {
        hydrated = hydrateIsland(container, name);
      });
      expect(await hydrated).toBe(true);
      // The same nodes: hydrated, not replaced.
      expect(container.firstElementChild).toBe(before);
    }
    expect(warnings).not.toHaveBeenCalled();
    expect(errors.mock.calls.filter((call) => /hydrat|match/i.test(String(call[0])))).toEqual([]);
    errors.mockRestore();
    warnings.mockRestore();
  });

  it('the toolbar’s Query Research toggle closes and opens the panel island', async () => {
    loadPage();
    const toolbar = document.querySelector<HTMLElement>('[data-island="toolbar"]')!;
    let hydrated: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      hydrated = hydrateIsland(toolbar, 'toolbar');
    });
    expect(await hydrated).toBe(true);
    const toggle = [...toolbar.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Query Research'),
    )!;
    const panel = document.querySelector<HTMLElement>('[data-island="panel"]')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.querySelector('[data-shared-grid]')?.className).not.toContain('lg:grid-cols');
    await act(async () => toggle.click());
    expect(panel.hidden).toBe(false);
    expect(document.querySelector('[data-shared-grid]')?.className).toContain('lg:grid-cols');
  });
});
