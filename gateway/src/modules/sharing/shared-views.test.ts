import { afterAll, expect, it } from 'vitest';
import { SharedViews } from './shared-views.js';
import { visibleThesis } from './visibility.js';

const views = new SharedViews();
afterAll(() => views.close());

it('computes in its worker exactly what visibleThesis computes, and on this thread once stopped', async () => {
  const args = ['## A\n\nKept.\n\n## B\n\nHidden salary.\n', '• Kept\n• salary', ['B'], ['salary']] as const;
  const expected = visibleThesis(...args);
  expect(expected.content).toBe('## A\n\nKept.\n');
  expect(await views.visible(...args)).toEqual(expected);
  expect(views['pool'].workers).toBe(1);
  await views.close();
  expect(await views.visible(...args)).toEqual(expected);
});
