import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as client from './index.js';

describe('@thesis-studio/client entry', () => {
  it('names every export (the federation plugin shares it as a singleton only when it can list them)', () => {
    const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*export\s*\*/m);
    for (const name of ['AuthProvider', 'useAuth', 'authStore', 'protectedRouteDecision', 'signOut']) {
      expect(client).toHaveProperty(name);
    }
  });
});
