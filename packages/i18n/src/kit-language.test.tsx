// The ui kit words its own controls in the reader's language: it reads the language store that
// @thesis-studio/client/language publishes (the kit cannot import that package), here as a page
// rendered on the server does, in English by default and in German once the reader chose it.
import { languageStore } from '@thesis-studio/client/language';
import { LoadError, Spinner } from '@thesis-studio/ui';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

const before = languageStore.get();
afterEach(() => languageStore.choose(before));

const page = () =>
  renderToStaticMarkup(
    createElement(
      'div',
      null,
      createElement(LoadError, { title: 'x', onRetry: () => undefined }),
      createElement(Spinner),
    ),
  );

describe("the ui kit's own words", () => {
  it('are English by default and German for a German reader', () => {
    languageStore.choose('UK');
    expect(page()).toContain('Try again');
    expect(page()).toContain('aria-label="Loading"');
    languageStore.choose('DE');
    expect(page()).toContain('Erneut versuchen');
    expect(page()).toContain('aria-label="Wird geladen"');
    expect(page()).not.toContain('Try again');
  });

  it('leave a label the caller gives as it is', () => {
    languageStore.choose('DE');
    expect(renderToStaticMarkup(createElement(Spinner, { label: 'Projekte werden geladen' }))).toContain(
      'aria-label="Projekte werden geladen"',
    );
  });
});
