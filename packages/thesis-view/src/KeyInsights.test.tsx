// The Key Insights list is a named region on its own, and not one inside a section that already is.
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { KeyInsights } from './KeyInsights.js';

it('is a region named "Key insights" by default', () => {
  const html = renderToStaticMarkup(<KeyInsights status="ready" bullets={['• One', '- Two']} />);
  expect(html).toMatch(/^<section [^>]*aria-label="Key insights"/);
  expect(html).toContain('<span>One</span>');
  expect(html).toContain('<span>Two</span>');
});

it('is no region of its own inside a labelled section (landmark={false})', () => {
  const html = renderToStaticMarkup(<KeyInsights status="ready" bullets={['One']} landmark={false} />);
  expect(html).toMatch(/^<div /);
  expect(html).not.toContain('aria-label');
  expect(html).not.toContain('<section');
});
