import { readSharedThesisData, STORAGE_KEYS } from '@thesis-studio/client';
import { describe, expect, it } from 'vitest';
import { rememberSharedThesis } from './save-flow';

function memoryStorage() {
  const items = new Map<string, string>();
  return { items, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('rememberSharedThesis (spec §4)', () => {
  const data = { thesisId: 't1', title: 'Growth', shareUrl: 'Ab/Cd', projectName: 'Acme' };

  it('stores the thesis and the way back for the sign-in page', () => {
    const session = memoryStorage();
    rememberSharedThesis(session, data, '/shared/Ab/Cd');
    expect(JSON.parse(session.items.get(STORAGE_KEYS.sharedThesisData) ?? 'null')).toEqual(data);
    expect(session.items.get(STORAGE_KEYS.authRedirect)).toBe('/shared/Ab/Cd');
    // What the sign-in page reads back to save it.
    expect(readSharedThesisData({ getItem: (key) => session.items.get(key) ?? null })).toEqual(data);
  });

  it('never stores a redirect that leaves the site', () => {
    const session = memoryStorage();
    rememberSharedThesis(session, data, '//evil.example/x');
    expect(session.items.has(STORAGE_KEYS.authRedirect)).toBe(false);
  });
});
