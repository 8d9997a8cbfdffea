// Parts of the thesis page most visits never show — the research prompts and progress (a researched
// thesis has neither), the inline editor (until an edit), the source picker (folded away on a researched
// thesis) — are chunks of their own, fetched when first shown. Not React.lazy: a Suspense fallback
// anywhere on the page holds React's later reveals back by up to 300 ms (see the shell's settled.ts);
// this is an ordinary state update. A chunk that fails to load throws to the section's error boundary.
import { holdServerPage } from '@thesis-studio/client/server-page-hold';
import { useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';

/** Every part's loader, for a server render (which renders once, and cannot wait for a later state). */
const parts = new Set<() => Promise<unknown>>();

/**
 * Loads every part defined so far (the modules that define them are loaded): a server render then shows
 * each part itself, as the browser does once its chunk is there, not its placeholder.
 */
export async function loadLazyParts(): Promise<void> {
  await Promise.all([...parts].map((start) => start()));
}

/**
 * A component loaded by `load` on its first render; `placeholder` (nothing by default) stands in, the
 * part's size where it would move what follows.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: ReactNode = null,
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // the next render tries again (after the boundary's Retry)
        throw error;
      },
    ));

  function LazyPart(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    const [, fail] = useState<void>();
    // Beside a page the gateway rendered (which showed the part itself), the app takes that page's place
    // only once the part is here too.
    useLayoutEffect(() => (Component ? undefined : holdServerPage()), [Component]);
    useEffect(() => {
      if (Component) return;
      let live = true;
      start().then(
        (component) => live && setComponent(() => component),
        (error: unknown) =>
          live &&
          fail(() => {
            throw error;
          }),
      );
      return () => {
        live = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : placeholder;
  }
  /** Fetches the chunk ahead of the first render (e.g. when the control that shows the part is pointed at). */
  LazyPart.preload = (): void => void start().catch(() => undefined);
  parts.add(start);
  return LazyPart;
}
