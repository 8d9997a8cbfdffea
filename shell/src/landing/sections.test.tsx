// The landing copy is in the reader's language: UK or US spelling in English, German for DE.
import { languageStore } from '@thesis-studio/client/language';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HowItWorks, WhatYouReceive } from './sections';

afterEach(() => languageStore.choose('UK'));

describe('the landing sections', () => {
  it('spell UK or US English by the reader’s choice', () => {
    expect(renderToStaticMarkup(<HowItWorks />)).toContain('the strategic context you prioritise.');
    languageStore.choose('USA');
    expect(renderToStaticMarkup(<HowItWorks />)).toContain('the strategic context you prioritize.');
    expect(renderToStaticMarkup(<WhatYouReceive />)).toContain('The findings that matter, summarized as');
  });

  it('are German for a German reader', () => {
    languageStore.choose('DE');
    const html = renderToStaticMarkup(<HowItWorks />);
    expect(html).toContain('<h2 class="text-3xl font-bold tracking-tight">So funktioniert es</h2>');
    expect(html).toContain('Recherche in Phasen');
    expect(renderToStaticMarkup(<WhatYouReceive />)).toContain('Was Sie erhalten');
  });
});
