// Test helpers for the components (happy-dom): render into a fresh root, find by accessible name, act like a user.
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Array<{ root: Root; container: HTMLElement }> = [];

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

export function render(element: ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
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
