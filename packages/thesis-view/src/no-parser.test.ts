// The no-parser entry is what the shared page loads first: it must not import the Markdown package's
// parser (micromark, mdast), only its marker rule.
import { expect, it, vi } from 'vitest';

vi.mock('@thesis-studio/markdown', () => {
  throw new Error('the no-parser entry imported the Markdown parser');
});

it('loads without the Markdown parser', async () => {
  const entry = await import('./no-parser.js');
  expect(typeof entry.ThesisArticleTree).toBe('function');
  expect(typeof entry.ChatPanel).toBe('function');
});
