// @vitest-environment happy-dom
// The share box: the link read-only, Copy → clipboard, 'Link copied!' toast, 'Copied' for 2 s.
import { useToast } from '@thesis-studio/ui';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyLinkBox } from './CopyLinkBox.js';
import { button, click, flush, render } from '@thesis-studio/ui/test-dom';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Toasts() {
  const { toasts } = useToast();
  return <output>{toasts.map((t) => String(t.title)).join('|')}</output>;
}

describe('CopyLinkBox', () => {
  it('copies the link, toasts Link copied! and shows Copied for 2 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const url = 'http://localhost:4000/shared/abc123';
    const { container } = render(
      <>
        <CopyLinkBox url={url} />
        <Toasts />
      </>,
    );
    const input = container.querySelector('input')!;
    expect(input.value).toBe(url);
    expect(input.readOnly).toBe(true);
    expect(container.querySelector(`label[for="${input.id}"]`)!.textContent).toBe('Shareable link');

    click(button(container, 'Copy link'));
    await flush();
    expect(writeText).toHaveBeenCalledWith(url);
    expect(container.querySelector('output')!.textContent).toBe('Link copied!');
    expect(button(container, 'Link copied').textContent).toContain('Copied');
    await act(async () => {
      vi.advanceTimersByTime(1999);
    });
    expect(button(container, 'Link copied')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(button(container, 'Copy link').textContent).toContain('Copy');
  });
});
