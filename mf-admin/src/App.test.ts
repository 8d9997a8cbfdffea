import { REMOTES } from '@thesis-studio/domain';
import { describe, expect, it } from 'vitest';
import { pages } from './App';

describe('mf-admin ./App', () => {
  it('exports a page for exactly the routes REMOTES assigns to mf_admin', () => {
    const routes = REMOTES.find((r) => r.name === 'mf_admin')?.routes;
    expect(Object.keys(pages).sort()).toEqual([...(routes ?? ['missing'])].sort());
    for (const page of Object.values(pages)) expect(typeof page).toBe('function');
  });
});
