import { describe, expect, it } from 'vitest';
import { sharedApiPath, sharedPageLink } from './share-url';

describe('share URLs', () => {
  it('keeps the segments of a share URL and encodes each one', () => {
    expect(sharedApiPath('Ab-_12/Cd34')).toBe('/api/shared/Ab-_12/Cd34');
    expect(sharedApiPath('Ab/Cd', '/messages')).toBe('/api/shared/Ab/Cd/messages');
    expect(sharedApiPath('a b/c?d#e')).toBe('/api/shared/a%20b/c%3Fd%23e');
    expect(sharedApiPath('/a//b/')).toBe('/api/shared/a/b');
  });

  it('builds {origin}/shared/{shareUrl} (spec §9)', () => {
    expect(sharedPageLink('https://studio.example', 'Ab/Cd')).toBe('https://studio.example/shared/Ab/Cd');
  });
});
