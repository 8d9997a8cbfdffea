// The thesis as the thesis page holds it, and what every part of the page shares of it. A leaf:
// the page's parts (workspace, article editor, reading) name it without importing the page.
import type { LanguageVariant } from '@thesis-studio/client';
import type { ThesisPageQuery as ThesisPageData } from '../gql/graphql';

export type Thesis = NonNullable<ThesisPageData['thesis']>;

/** The reader's variant as a language tag, for hyphenation and screen readers. */
export const LANG: Record<LanguageVariant, string> = { UK: 'en-GB', USA: 'en-US' };
