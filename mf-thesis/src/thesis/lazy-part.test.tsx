// @vitest-environment happy-dom
// A page part fetched on its first render: its placeholder until then, one fetch however often it is
// shown or preloaded, and a failed fetch thrown to the error boundary, whose retry fetches again.
import { act, Component, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { lazyPart, loadLazyParts } from './lazy-part';
import { mount } from '@thesis-studio/ui/test-dom';

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  ({ root, container } = mount());
});
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render() {
    return this.state.failed ? <p>Failed</p> : this.props.children;
  }
}

describe('lazyPart', () => {
  it('shows its placeholder, then the part; fetched once however often shown or preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = lazyPart(load, <span>Loading</span>);
    expect(load).not.toHaveBeenCalled();
    act(() => root.render(<Part name="Ada" />));
    expect(container.textContent).toBe('Loading');
    await flush();
    expect(container.textContent).toBe('Hello Ada');
    Part.preload();
    act(() => root.render(<Part name="Grace" />));
    expect(container.textContent).toBe('Hello Grace');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches ahead when preloaded, and renders at once afterwards', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = lazyPart(load);
    Part.preload();
    await flush();
    act(() => root.render(<Part name="Ada" />));
    expect(container.textContent).toBe('Hello Ada');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed fetch to the error boundary; the next render fetches again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Greeting);
    const Part = lazyPart(load);
    /** A fresh boundary (a new key) renders the part again. */
    const renderInBoundary = (key: string) =>
      act(() =>
        root.render(
          <Boundary key={key}>
            <Part name="Ada" />
          </Boundary>,
        ),
      );
    renderInBoundary('first');
    await flush();
    expect(container.textContent).toBe('Failed');
    renderInBoundary('retry');
    await flush();
    expect(container.textContent).toBe('Hello Ada');
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it('renders itself at once after loadLazyParts (a server render, which renders once)', async () => {
    const Part = lazyPart(() => Promise.resolve(Greeting), <span>Loading</span>);
    expect(renderToStaticMarkup(<Part name="Ada" />)).toBe('<span>Loading</span>');
    await loadLazyParts();
    expect(renderToStaticMarkup(<Part name="Ada" />)).toBe('<p>Hello Ada</p>');
  });
});
