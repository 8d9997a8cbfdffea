// The shell preloads these pages' queries with the navigation (@thesis-studio/client's ROUTE_QUERIES);
// each page must ask for exactly that document, or it would ask again (or miss fields in the cache).
import {
  DashboardPageQuery,
  SavedLinksSectionQuery,
  SavedLinksPageQuery,
  QuestionsPageQuery,
  ProjectPageQuery,
} from '@thesis-studio/client/route-preload';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  DashboardPageDocument,
  SavedLinksSectionDocument,
  SavedLinksPageDocument,
  QuestionsPageDocument,
  ProjectPageDocument,
} from './gql/graphql';

describe('route preload', () => {
  it.each([
    ['DashboardPage', DashboardPageDocument, DashboardPageQuery],
    ['SavedLinksSection', SavedLinksSectionDocument, SavedLinksSectionQuery],
    ['SavedLinksPage', SavedLinksPageDocument, SavedLinksPageQuery],
    ['QuestionsPage', QuestionsPageDocument, QuestionsPageQuery],
    ['ProjectPage', ProjectPageDocument, ProjectPageQuery],
  ] as const)('%s is the document the shell preloads', (_name, page, preloaded) => {
    expect(print(page)).toBe(print(preloaded));
  });
});
