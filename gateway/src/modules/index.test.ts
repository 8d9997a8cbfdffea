// Guards the one-list rule: every domain folder is a module in MODULES, and names are unique.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULES } from './index.js';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('MODULES', () => {
  it('lists every folder under modules/ once', () => {
    const folders = readdirSync(here, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(MODULES.map((module) => module.name).sort()).toEqual(folders);
  });

  it('gives every module its SDL', () => {
    for (const module of MODULES) expect(module.typeDefs.trim().length).toBeGreaterThan(0);
  });
});
