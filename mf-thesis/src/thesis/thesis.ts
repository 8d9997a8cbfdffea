// The thesis as the thesis page holds it, and what every part of the page shares of it. A leaf:
// the page's parts (workspace, article editor, reading) name it without importing the page.
import type { LanguageVariant } from '@thesis-studio/client';
import type { ThesisPageQuery as ThesisPageData } from '../gql/graphql';

export type Thesis = NonNullable<ThesisPageData['thesis']>;

/**
 * The thesis text's language tag in the reader's spelling, for hyphenation and screen readers: a German
 * reader's interface is German, but the text is in UK spelling.
 */
export const LANG: Record<LanguageVariant, string> = { UK: 'en-GB', USA: 'en-US', DE: 'en-GB' };
