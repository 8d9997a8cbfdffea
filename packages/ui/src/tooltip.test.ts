// @vitest-environment happy-dom
// Tooltips as a visitor meets them (spec §9): open after 700 ms of hovering; moving to another
// trigger within 300 ms of one closing opens it at once.
import { act, createElement } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip.js';
import { mount, stubResizeObserver, unmountAll } from './test-dom.js';

stubResizeObserver();

let root: Root;

const tip = (label: string) =>
  createElement(
    Tooltip,
    null,
    createElement(TooltipTrigger, { 'data-trigger': label } as { children?: string }, label),
    createElement(TooltipContent, null, `${label} tip`),
  );

beforeEach(() => {
  vi.useFakeTimers();
  ({ root } = mount());
  act(() => root.render(createElement(TooltipProvider, null, tip('Save'), tip('Share'))));
});

afterEach(() => {
  unmountAll();
  vi.useRealTimers();
});

const trigger = (label: string) => document.querySelector(`[data-trigger="${label}"]`)!;
const pointer = (type: string) => new PointerEvent(type, { bubbles: true, pointerType: 'mouse' });
const shown = () => [...document.querySelectorAll('[role="tooltip"]')].map((el) => el.textContent);

function hover(label: string) {
  act(() => {
    trigger(label).dispatchEvent(pointer('pointermove'));
  });
}

/** Leaves the trigger and moves the pointer well away from it and its tooltip. */
function leave(label: string) {
  act(() => {
    // What a browser sends: pointerout (React's onPointerLeave) and pointerleave.
    const outside = { bubbles: true, pointerType: 'mouse', relatedTarget: document.body };
    trigger(label).dispatchEvent(new PointerEvent('pointerout', outside));
    trigger(label).dispatchEvent(new PointerEvent('pointerleave', { ...outside, bubbles: false }));
  });
  act(() => {
    document.dispatchEvent(
      new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse', clientX: 900, clientY: 900 }),
    );
  });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Tooltip', () => {
  it('opens after hovering for 700 ms, not before', () => {
    hover('Save');
    wait(699);
    expect(shown()).toEqual([]);
    wait(1);
    expect(shown()).toEqual(['Save tip']);
  });

  it('opens the next tooltip at once within 300 ms of one closing, and waits again after that', () => {
    hover('Save');
    wait(700);
    leave('Save');
    expect(shown()).toEqual([]);
    wait(299);
    hover('Share');
    expect(shown()).toEqual(['Share tip']);
    leave('Share');
    wait(300);
    hover('Save');
    wait(699);
    expect(shown()).toEqual([]);
    wait(1);
    expect(shown()).toEqual(['Save tip']);
  });
});
