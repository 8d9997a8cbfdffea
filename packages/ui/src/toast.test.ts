// @vitest-environment happy-dom
// The toaster as a visitor meets it (spec §9): one toast at a time for 5,000 ms, swipe right past
// 50 px to dismiss, F8 to reach the notifications, a viewport 420 px wide from medium screens up.
import { act, createElement } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster, toast } from './toast.js';
import { mount, unmountAll } from './test-dom.js';

Object.assign(HTMLElement.prototype, {
  setPointerCapture() {},
  releasePointerCapture() {},
  hasPointerCapture: () => false,
});

let root: Root;

beforeEach(() => {
  vi.useFakeTimers();
  ({ root } = mount());
  act(() => root.render(createElement(Toaster)));
});

afterEach(() => {
  unmountAll();
  vi.useRealTimers();
});

const openToasts = () => [...document.querySelectorAll('li[data-state="open"]')];

function show(title: string) {
  act(() => {
    toast({ title });
  });
}

function drag(element: Element, toX: number) {
  const pointer = (type: string, clientX: number) =>
    new PointerEvent(type, {
      bubbles: true,
      clientX,
      clientY: 0,
      pointerId: 1,
      pointerType: 'mouse',
      button: 0,
    });
  act(() => {
    element.dispatchEvent(pointer('pointerdown', 100));
    element.dispatchEvent(pointer('pointermove', 100 + toX / 2));
    element.dispatchEvent(pointer('pointermove', 100 + toX));
    element.dispatchEvent(pointer('pointerup', 100 + toX));
  });
}

describe('Toaster', () => {
  it('labels the notifications region with its F8 hotkey and moves focus there on F8', () => {
    const viewport = document.querySelector('ol');
    expect(viewport?.closest('[role="region"]')?.getAttribute('aria-label')).toBe('Notifications (F8)');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true }));
    });
    expect(document.activeElement).toBe(viewport);
  });

  it('is 420 px wide at most from medium screens up', () => {
    expect(document.querySelector('ol')?.className.split(' ')).toContain('md:max-w-[420px]');
  });

  it('shows one toast at a time: a new one replaces the current', () => {
    show('First');
    show('Second');
    expect(openToasts()).toHaveLength(1);
    expect(openToasts()[0]?.textContent).toContain('Second');
  });

  it('closes a toast after 5,000 ms', () => {
    show('Timed');
    act(() => vi.advanceTimersByTime(4_999));
    expect(openToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(openToasts()).toHaveLength(0);
  });

  it('is dismissed by a swipe right past 50 px, not by a shorter or leftward one', () => {
    show('Swipe me');
    const item = openToasts()[0]!;
    drag(item, 45);
    expect(openToasts()).toHaveLength(1);
    drag(item, -80);
    expect(openToasts()).toHaveLength(1);
    drag(item, 60);
    expect(openToasts()).toHaveLength(0);
  });
});
