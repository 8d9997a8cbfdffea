import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadError } from './load-error.js';

describe('LoadError', () => {
  it('shows what failed, why and a Try again button in an alert card', () => {
    const html = renderToStaticMarkup(
      createElement(LoadError, {
        title: 'Your tokens could not be loaded.',
        detail: 'The server is not reachable.',
        onRetry: () => undefined,
      }),
    );
    expect(html).toMatch(/^<div class="rounded-lg border[^"]* p-6" role="alert">/);
    expect(html).toContain('<p class="font-medium">Your tokens could not be loaded.</p>');
    expect(html).toContain('The server is not reachable.</p>');
    expect(html).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
  });

  it('leaves out the reason and the button when there are none (inline, inside a section)', () => {
    const html = renderToStaticMarkup(
      createElement(LoadError, {
        title: 'The plan could not be loaded.',
        variant: 'inline',
        className: 'mb-6',
      }),
    );
    expect(html).toBe(
      '<div role="alert" class="text-sm mb-6"><p class="font-medium">The plan could not be loaded.</p></div>',
    );
  });
});
