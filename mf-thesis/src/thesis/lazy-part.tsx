// Parts of the thesis page most visits never show — the research prompts and progress (a researched
// thesis has neither), the inline editor (until an edit), the source picker (folded away on a researched
// thesis) — are chunks of their own, fetched when first shown. Not React.lazy: a Suspense fallback
// anywhere on the page holds React's later reveals back by up to 300 ms (see the shell's settled.ts);
// this is an ordinary state update. A chunk that fails to load throws to the section's error boundary.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

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
  return LazyPart;
}
