// @vitest-environment happy-dom
// usePromiseValue: a promise read in render without Suspense — its fallback is the caller's own, and
// the value is shown by an ordinary update once it settles, not by a Suspense retry that React holds
// until 300 ms after the last fallback it showed.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { settledOf, usePromiseValue } from './settled';

const roots: Array<() => void> = [];
afterEach(() => {
  for (const unmount of roots.splice(0)) unmount();
  document.body.innerHTML = '';
});

function mount(node: ReactNode): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  root.render(node);
  roots.push(() => root.unmount());
  return element;
}

function controlled<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const until = async (test: () => boolean, ms = 2000) => {
  const started = Date.now();
  while (!test()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

function Value({ promise }: { promise: Promise<string> }) {
  const value = usePromiseValue(promise);
  return <p>{value ?? 'loading'}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p>failed: {String((this.state.error as Error).message)}</p>
    ) : (
      this.props.children
    );
  }
}

it('tracks what a promise settled to', async () => {
  const ok = Promise.resolve(1);
  expect(settledOf(ok)).toEqual({ status: 'pending' });
  await ok;
  expect(settledOf(ok)).toEqual({ status: 'fulfilled', value: 1 });
  const failed = Promise.reject(new Error('no'));
  settledOf(failed);
  await failed.catch(() => undefined);
  expect(settledOf(failed)).toMatchObject({ status: 'rejected' });
});

it('renders the fallback, then the value', async () => {
  const { promise, resolve } = controlled<string>();
  const element = mount(<Value promise={promise} />);
  await until(() => element.textContent === 'loading');
  resolve('ready');
  await until(() => element.textContent === 'ready');
});

it('renders a settled promise at once', async () => {
  const promise = Promise.resolve('ready');
  settledOf(promise);
  await promise;
  const element = mount(<Value promise={promise} />);
  await until(() => element.textContent !== '');
  expect(element.textContent).toBe('ready');
});

it('throws a rejection to the error boundary', async () => {
  const { promise, reject } = controlled<string>();
  const element = mount(
    <Boundary>
      <Value promise={promise} />
    </Boundary>,
  );
  await until(() => element.textContent === 'loading');
  const original = console.error;
  console.error = () => undefined;
  try {
    reject(new Error('remote down'));
    await until(() => element.textContent === 'failed: remote down');
  } finally {
    console.error = original;
  }
});

it('is not held by React’s fallback throttle, unlike a Suspense reveal', async () => {
  // Both load together after a Suspense fallback was shown: the Suspense content waits until 300 ms
  // after that fallback; the promise's value is shown as soon as it settles.
  const suspended = controlled<{ default: () => ReactNode }>();
  const Lazy = lazy(() => suspended.promise);
  const value = controlled<string>();
  const element = mount(
    <>
      <Suspense fallback={<p>suspense loading</p>}>
        <Lazy />
      </Suspense>
      <Value promise={value.promise} />
    </>,
  );
  await until(() => element.textContent === 'suspense loadingloading');
  const shown: Record<string, number> = {};
  const observer = new MutationObserver(() => {
    const now = performance.now();
    if (element.textContent?.includes('suspense ready')) shown.suspense ??= now;
    if (element.textContent?.endsWith('value ready')) shown.value ??= now;
  });
  observer.observe(element, { childList: true, subtree: true, characterData: true });
  suspended.resolve({ default: () => <p>suspense ready</p> });
  value.resolve('value ready');
  await until(() => shown.suspense !== undefined && shown.value !== undefined);
  observer.disconnect();
  expect(shown.value).toBeLessThan(shown.suspense!);
});
