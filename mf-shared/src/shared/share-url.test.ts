import { describe, expect, it } from 'vitest';
import { sharedPageLink } from './share-url';

describe('share URLs', () => {
  it('keeps the segments of a share URL and encodes each one', () => {
    expect(sharedPageLink('', 'Ab-_12/Cd34')).toBe('/shared/Ab-_12/Cd34');
    expect(sharedPageLink('', 'a b/c?d#e')).toBe('/shared/a%20b/c%3Fd%23e');
    expect(sharedPageLink('', '/a//b/')).toBe('/shared/a/b');
  });

  it('builds {origin}/shared/{shareUrl} (spec §9)', () => {
    expect(sharedPageLink('https://studio.example', 'Ab/Cd')).toBe('https://studio.example/shared/Ab/Cd');
  });
});
