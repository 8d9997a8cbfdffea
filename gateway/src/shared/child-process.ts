// Child processes for engines kept out of the gateway's own process (the offline voice engine, whose
// eSpeak NG is GPL-3.0): started from the build's .js or, in dev and tests, from the .ts source through
// tsx, talking over IPC with structured clone so byte arrays cross as they are.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface ChildOptions {
  /** The child's V8 heap limit (WebAssembly memory is not part of it). */
  maxOldSpaceMb?: number;
}

/**
 * Forks the module `url` (its built `.js` path, resolved against the caller's `import.meta.url`);
 * when that file is absent (sources run through tsx) its `.ts` sibling is started with tsx's loader.
 * The child's stdout is discarded (the gateway's stdout carries its JSON log); stderr is kept.
 */
export function startChild(url: URL, options: ChildOptions = {}): ChildProcess {
  const file = fileURLToPath(url);
  const heap = options.maxOldSpaceMb ? [`--max-old-space-size=${options.maxOldSpaceMb}`] : [];
  const built = existsSync(file);
  return fork(built ? file : file.replace(/\.js$/, '.ts'), [], {
    execArgv: built ? heap : ['--import', import.meta.resolve('tsx/esm'), ...heap],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}
