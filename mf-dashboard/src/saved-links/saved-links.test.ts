import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n';
import { fromProjectLabel, newestFirst, sharedThesisPath } from './saved-links';

describe('saved-link rules', () => {
  it('opens /shared/{shareUrl}, keeping segments and escaping what would change the path', () => {
    expect(sharedThesisPath('nordic-entry-k3j2')).toBe('/shared/nordic-entry-k3j2');
    expect(sharedThesisPath('team/q3/growth')).toBe('/shared/team/q3/growth');
    expect(sharedThesisPath('a b/?x#y')).toBe('/shared/a%20b/%3Fx%23y');
  });

  it("names the project: 'From {project} project'", () => {
    expect(fromProjectLabel('Market Entry', translatorFor('UK'))).toBe('From Market Entry project');
    expect(fromProjectLabel(' ', translatorFor('UK'))).toBe('From an unnamed project');
    expect(fromProjectLabel('Market Entry', translatorFor('DE'))).toBe('Aus dem Projekt Market Entry');
  });
});

describe('newestFirst', () => {
  it('orders by createdAt, newest first, without changing the input', () => {
    const items = [
      { id: 'a', createdAt: '2026-01-01T10:00:00.000Z' },
      { id: 'b', createdAt: '2026-03-01T10:00:00.000Z' },
      { id: 'c', createdAt: '2026-02-01T10:00:00.000Z' },
    ];
    expect(newestFirst(items).map((i) => i.id)).toEqual(['b', 'c', 'a']);
    expect(items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });
});
