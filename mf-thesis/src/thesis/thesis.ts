// The thesis as the thesis page holds it, and what every part of the page shares of it. A leaf:
// the page's parts (workspace, article editor, reading) name it without importing the page.
import type { ThesisPageQuery as ThesisPageData } from '../gql/graphql';

export type Thesis = NonNullable<ThesisPageData['thesis']>;
