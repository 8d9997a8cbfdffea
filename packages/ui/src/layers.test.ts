// @vitest-environment happy-dom
// The stacking order and the room a content popover keeps from the site's chrome (issue 33).
import { afterEach, describe, expect, it } from 'vitest';
import { CHROME_ATTRIBUTE, chromeClearance, layer } from './layers.js';

const z = (name: keyof typeof layer) => Number(/z-\[?(\d+)/.exec(layer[name])![1]);

function chrome(attribute: string, rect: { top: number; bottom: number }) {
  const element = document.createElement(attribute === CHROME_ATTRIBUTE.header ? 'header' : 'section');
  element.setAttribute(attribute, '');
  element.getBoundingClientRect = () =>
    ({
      ...rect,
      height: rect.bottom - rect.top,
      left: 0,
      right: 390,
      width: 390,
      x: 0,
      y: rect.top,
    }) as DOMRect;
  document.body.append(element);
}

afterEach(() => document.body.replaceChildren());

describe('layers', () => {
  it('puts a content popover above the page’s bars, below the site header and the cookie notice', () => {
    expect(z('pageBar')).toBeLessThan(z('contentPopover'));
    expect(z('contentPopover')).toBeLessThan(z('header'));
    expect(z('header')).toBeLessThan(z('notice'));
    expect(z('notice')).toBeLessThan(z('overlay'));
  });
});

describe('chromeClearance', () => {
  it('is a plain margin with no chrome on the page', () => {
    expect(chromeClearance(8)).toEqual({ top: 8, bottom: 8, left: 8, right: 8 });
  });

  it('keeps below the sticky header and above the cookie notice while it is shown', () => {
    chrome(CHROME_ATTRIBUTE.header, { top: 0, bottom: 64 });
    chrome(CHROME_ATTRIBUTE.notice, { top: window.innerHeight - 180, bottom: window.innerHeight - 12 });
    expect(chromeClearance(8)).toEqual({ top: 72, bottom: 188, left: 8, right: 8 });
  });
});
