import { REMOTES } from '@thesis-studio/domain';
import { describe, expect, it } from 'vitest';
import { pages } from './App';

describe('mf-shared ./App', () => {
  it('exports a page for exactly the routes REMOTES assigns to mf_shared', () => {
    const routes = REMOTES.find((r) => r.name === 'mf_shared')?.routes;
    expect(Object.keys(pages).sort()).toEqual([...(routes ?? ['missing'])].sort());
    for (const page of Object.values(pages)) expect(typeof page).toBe('function');
  });
});
