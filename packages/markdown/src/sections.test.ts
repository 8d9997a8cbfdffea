// The sources list's heading in every thesis language (issue 31), recognised from one table.
import { describe, expect, it } from 'vitest';
import { isSourcesHeading, SOURCES_HEADINGS } from './no-parser.js';

describe('isSourcesHeading', () => {
  it('recognises the heading in every thesis language, any case, with a trailing colon', () => {
    for (const heading of Object.values(SOURCES_HEADINGS)) {
      expect(isSourcesHeading(heading)).toBe(true);
      expect(isSourcesHeading(` ${heading.toUpperCase()}: `)).toBe(true);
    }
    expect(isSourcesHeading('Quellen')).toBe(true);
    expect(isSourcesHeading('Källor')).toBe(true);
  });

  it('does not take another heading for it', () => {
    expect(isSourcesHeading('Sources of growth')).toBe(false);
    expect(isSourcesHeading('Zusammenfassung')).toBe(false);
    expect(isSourcesHeading('')).toBe(false);
  });
});
