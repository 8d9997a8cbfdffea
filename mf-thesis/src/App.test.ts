import { isPageLoader } from '@thesis-studio/client';
import { REMOTES } from '@thesis-studio/domain';
import { describe, expect, it } from 'vitest';
import { pages } from './App';

describe('mf-thesis ./App', () => {
  it('exports a page for exactly the routes REMOTES assigns to mf_thesis, each loading its own module', async () => {
    const remote = REMOTES.find((r) => r.name === 'mf_thesis');
    expect(Object.keys(pages).sort()).toEqual([...(remote?.routes ?? ['missing'])].sort());
    for (const [pattern, page] of Object.entries(pages)) {
      if (!isPageLoader(page)) throw new Error(`${pattern}: not a page loader`);
      const { default: component } = await page.load();
      // The component remotes.json names for the route (the gateway hints that module's chunk).
      expect(component.name, pattern).toBe(remote?.pages[pattern]);
    }
  });
});
