// The shell preloads these pages' queries with the navigation (@thesis-studio/client's ROUTE_QUERIES);
// each page must ask for exactly that document, or it would ask again (or miss fields in the cache).
import { ThesisPageQuery, ThesisChatPageQuery } from '@thesis-studio/client/route-preload';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ThesisPageDocument, ThesisChatPageDocument } from './gql/graphql';

describe('route preload', () => {
  it.each([
    ['ThesisPage', ThesisPageDocument, ThesisPageQuery],
    ['ThesisChatPage', ThesisChatPageDocument, ThesisChatPageQuery],
  ] as const)('%s is the document the shell preloads', (_name, page, preloaded) => {
    expect(print(page)).toBe(print(preloaded));
  });
});
