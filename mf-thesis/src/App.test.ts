import { REMOTES } from '@thesis-studio/domain';
import { describe, expect, it } from 'vitest';
import { pages } from './App';

describe('mf-thesis ./App', () => {
  it('exports a page for exactly the routes REMOTES assigns to mf_thesis', () => {
    const routes = REMOTES.find((r) => r.name === 'mf_thesis')?.routes;
    expect(Object.keys(pages).sort()).toEqual([...(routes ?? ['missing'])].sort());
    for (const page of Object.values(pages)) expect(typeof page).toBe('function');
  });
});
