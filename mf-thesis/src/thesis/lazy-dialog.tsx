// Dialogs the thesis page opens on a click are chunks of their own, fetched when first opened (not part
// of the page's first render) and rendered from then on, so they keep their state and close animation.
import { lazy, Suspense, useState, type ComponentType } from 'react';

export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
