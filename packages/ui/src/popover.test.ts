// @vitest-environment happy-dom
// The popover as a user meets it: its trigger opens it (named, in a portal, expanded state told), Escape
// and a press outside close it and focus goes back to the trigger.
import { act, createElement } from 'react';
import type { Root } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { Popover, PopoverContent, PopoverTrigger } from './popover.js';
import { mount, stubResizeObserver } from './test-dom.js';

stubResizeObserver();

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  ({ root, container } = mount());
  act(() =>
    root.render(
      createElement(
        Popover,
        null,
        createElement(PopoverTrigger, null, 'Source 1'),
        createElement(PopoverContent, { 'aria-label': 'Source 1: Report' }, 'The passage.'),
      ),
    ),
  );
});

const trigger = () => container.querySelector('button')!;
/** Radix listens for outside presses, and gives focus back, a tick after it opens or closes. */
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));
const content = () => document.querySelector('[role="dialog"]');

describe('Popover', () => {
  it('opens from its trigger outside the trigger’s frame, and Escape closes it with focus back', async () => {
    expect(content()).toBeNull();
    act(() => trigger().click());
    expect(content()?.textContent).toBe('The passage.');
    expect(content()?.getAttribute('aria-label')).toBe('Source 1: Report');
    expect(container.contains(content())).toBe(false);
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    act(() => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(content()).toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    await tick();
    expect(document.activeElement).toBe(trigger());
  });

  it('closes on a press outside', async () => {
    act(() => trigger().click());
    expect(content()).not.toBeNull();
    await tick();
    act(() => {
      document.body.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerType: 'mouse' }),
      );
      // Radix closes on the click that completes the press.
      document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }));
    });
    expect(content()).toBeNull();
  });
});
