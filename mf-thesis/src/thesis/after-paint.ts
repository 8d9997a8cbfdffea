// The thesis page's secondary reads (sources, citations, readers' questions, the saved state, the
// research run and its progress, the chat, key insights) start once the page's first frame is painted.
// Started with it, they ran in the commit that shows the page: the Radix triggers on it set state while
// mounting, so React flushed every passive effect before painting, and each query's start (Apollo's
// pipeline and fetch) held the first frame back (~60 ms of main thread on this machine).
import { useEffect, useState } from 'react';

/** False on a component's first commit; true from the task after the next frame is painted. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before that frame's paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
