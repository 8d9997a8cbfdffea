// @vitest-environment happy-dom
// usePainted: false while the component is first shown, true from the task after the next frame.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { usePainted } from './after-paint';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it('is false on the first commit and true once a frame has passed', async () => {
  const seen: boolean[] = [];
  function Probe() {
    seen.push(usePainted());
    return null;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(<Probe />));
  expect(seen).toEqual([false]);
  await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(seen.at(-1)).toBe(true);
  act(() => root.unmount());
});
