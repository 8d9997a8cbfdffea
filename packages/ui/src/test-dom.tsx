// Test helpers for the components and pages of every app (happy-dom): a fresh React root per test,
// find by accessible name, act like a user, wait for the network. Imported by tests only
// (`@thesis-studio/ui/test-dom`), so one set-up serves the packages and the remotes alike.
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Array<{ root: Root; container: HTMLElement }> = [];

/** Unmounts every root `mount` made and removes its container (after each test; call it earlier
 *  when a test file's own clean-up must come after the unmount). */
export function unmountAll() {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
}

/** Lets work React scheduled outside `act` (a commit's passive effects, queued on the scheduler's
 *  setImmediate) run while the test environment's `window` still exists, so none of it runs after
 *  the file's environment is torn down ("window is not defined" as an unhandled error). */
async function drainScheduler() {
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

afterEach(async () => {
  unmountAll();
  await drainScheduler();
});
afterAll(drainScheduler);

/** A container in the document with a React root in it, both gone after the test. */
export function mount(): { root: Root; container: HTMLElement } {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  return { root, container };
}

export function render(element: ReactElement) {
  const { root, container } = mount();
  act(() => root.render(element));
  return {
    container,
    rerender: (next: ReactElement) => act(() => root.render(next)),
    unmount: () => act(() => root.unmount()),
  };
}

const nameOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The button whose accessible name (aria-label or text) is `name`. */
export function button(container: ParentNode, name: string | RegExp): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].filter((b) =>
    typeof name === 'string' ? nameOf(b) === name : name.test(nameOf(b)),
  );
  if (found.length !== 1) throw new Error(`Expected one button named ${String(name)}, found ${found.length}`);
  return found[0]!;
}

export const queryButton = (container: ParentNode, name: string) =>
  [...container.querySelectorAll('button')].find((b) => nameOf(b) === name) ?? null;

export function click(element: Element) {
  act(() => {
    (element as HTMLElement).click();
  });
}

/** Types into a textarea or input the way React sees it (native value setter + input event). */
export function type(element: HTMLTextAreaElement | HTMLInputElement, value: string) {
  const proto =
    element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function keyDown(element: Element, key: string, init: KeyboardEventInit = {}) {
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
}

/** Lets pending promises settle inside act. */
export async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

/** Lets React and the network move on, `stepMs` at a time, until `check` passes (its value) or
 *  `timeoutMs` is over (its last error). */
export async function settle<T>(check: () => T, timeoutMs = 5_000, stepMs = 10): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await act(() => new Promise((resolve) => setTimeout(resolve, stepMs)));
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/** happy-dom has no ResizeObserver; Radix's floating parts (popover, tooltip) measure with one. */
export function stubResizeObserver() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
