// The offline engine's messages in American English: British English's, with American spelling.
import type { Catalogue } from './catalogue.js';
import { EN_GB } from './en-GB.js';

export const EN_US: Catalogue = {
  ...EN_GB,
  articleNoteSources:
    '_Written offline, without an AI model: a digest of your own words and of the passages of your sources quoted below, organized by the questions of your research plan. Nothing was added beyond them._',
  noContext:
    'You have not described the context yet: add the market, the organization and the timing behind this thesis.',
};
