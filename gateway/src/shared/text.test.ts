import { describe, expect, it } from 'vitest';
import { multiLineText, singleLineText } from './text.js';

const name = singleLineText('Name', { max: 10 });
const body = multiLineText('Content', { max: 50 });

const problem = (schema: typeof name | typeof body, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('singleLineText', () => {
  it('trims and NFC-normalises', () => {
    expect(name.parse('  Cafe\u0301 ')).toBe('Café');
  });

  it.each([
    ['NUL', 'a\u0000b', 'Name must be a single line without control characters.'],
    ['LF', 'a\nb', 'Name must be a single line without control characters.'],
    ['CR', 'a\rb', 'Name must be a single line without control characters.'],
    ['TAB', 'a\tb', 'Name must be a single line without control characters.'],
    ['U+2028', 'a\u2028b', 'Name must be a single line without control characters.'],
    [
      'bidi override',
      'a\u202eb',
      'Name contains invisible formatting characters (zero-width or text-direction controls).',
    ],
    [
      'bidi isolate',
      'a\u2066b',
      'Name contains invisible formatting characters (zero-width or text-direction controls).',
    ],
    [
      'zero-width space',
      'a\u200bb',
      'Name contains invisible formatting characters (zero-width or text-direction controls).',
    ],
    [
      'zero-width joiner',
      'a\u200db',
      'Name contains invisible formatting characters (zero-width or text-direction controls).',
    ],
    ['lone surrogate', 'a\ud800b', 'Name contains an invalid character.'],
    ['empty', '   ', 'Name is required.'],
    ['too long', 'x'.repeat(11), 'Name must be at most 10 characters.'],
    ['not text', 5, 'Name must be text.'],
  ])('refuses %s', (_what, value, message) => {
    expect(problem(name, value)).toBe(message);
  });

  it('keeps emoji and other scripts', () => {
    expect(name.parse('Zoë 🚀 東京')).toBe('Zoë 🚀 東京');
  });
});

describe('multiLineText', () => {
  it('keeps newlines and tabs, folds CRLF', () => {
    expect(body.parse('a\r\nb\tc\rd')).toBe('a\nb\tc\nd');
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['vertical tab', 'a\u000bb'],
    ['U+2029', 'a\u2029b'],
  ])('refuses %s', (_what, value) => {
    expect(problem(body, value)).toBe(
      'Content contains a control character; only line breaks and tabs are allowed.',
    );
  });

  it('refuses bidi controls and lone surrogates', () => {
    expect(problem(body, 'x\u202ey')).toMatch(/invisible formatting/);
    expect(problem(body, 'x\udc00y')).toBe('Content contains an invalid character.');
  });

  it('may be empty unless required', () => {
    expect(body.parse('')).toBe('');
    expect(problem(multiLineText('Idea', { max: 5, required: true }), ' \n ')).toBe('Idea is required.');
  });
});
