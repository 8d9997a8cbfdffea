// Computes shared views (`visibleThesis`) in a worker thread: parsing takes about 0.1 s of CPU per
// 30 KB of Markdown. When the worker is busy or stopped the view is computed on this thread instead
// (always the same answer); a view that times out or crashes its worker fails.
import { WorkerPool } from '../../shared/worker.js';
import { visibleThesis, type VisibleThesis } from './visibility.js';

type Args = Parameters<typeof visibleThesis>;

export class SharedViews {
  private readonly pool = new WorkerPool<Args, VisibleThesis>(
    new URL('./visibility.worker.js', import.meta.url),
    {
      name: 'shared view',
      size: 1,
      maxQueue: 64,
      timeoutMs: 20_000,
      idleMs: 5 * 60_000,
    },
  );

  visible(...args: Args): Promise<VisibleThesis> {
    return this.pool.runOrHere(args, (input) => visibleThesis(...input));
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
