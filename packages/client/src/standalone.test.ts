import { describe, expect, it } from 'vitest';
import { exampleUrl } from './standalone.js';

describe('exampleUrl', () => {
  it('fills every parameter and a trailing wildcard, and keeps plain paths', () => {
    expect(exampleUrl('/projects/:slug/theses/new')).toBe('/projects/example-slug/theses/new');
    expect(exampleUrl('/theses/:id/chat')).toBe('/theses/example-id/chat');
    expect(exampleUrl('/shared/*')).toBe('/shared/example/link');
    expect(exampleUrl('/users')).toBe('/users');
  });
});
