// Child processes of this package for the tests and the bench: the engine CLI (from source through tsx,
// or any other entry) and TypeScript scripts run through tsx.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const cliPath = path.join(packageDir, 'src/cli.ts');
/** Commits through the storage layer like the engine until killed (see the script). */
export const commitChildPath = path.join(packageDir, 'src/testing/commit-child.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ChildOutput {
  stdout: string;
  stderr: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Spawns a TypeScript entry point of this package with tsx and collects its output. */
export function spawnTs(entry: string, args: string[]): { child: ChildProcess; output: ChildOutput } {
  return spawnNode(['--import', 'tsx', entry, ...args]);
}

/** Spawns node with `args` in this package's folder and collects its output. */
function spawnNode(args: string[]): { child: ChildProcess; output: ChildOutput } {
  const child = spawn(process.execPath, args, {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: ChildOutput = {
    stdout: '',
    stderr: '',
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
  };
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output.stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output.stderr += chunk));
  return { child, output };
}

export interface CliEngine {
  child: ChildProcess;
  output: ChildOutput;
  uri: string;
  port: number;
}

export interface CliOptions {
  /** default: a free port */
  port?: number;
  /** node arguments that run the CLI; default: src/cli.ts through tsx */
  entry?: string[];
  /** default 20 s */
  readyTimeoutMs?: number;
}

/** Starts `embedded-mongo --port <port> --dbpath <dir>` and waits for its `ready <uri>` line. */
export async function startCliEngine(dbPath: string, options: CliOptions = {}): Promise<CliEngine> {
  const { entry = ['--import', 'tsx', cliPath], readyTimeoutMs = 20_000 } = options;
  const chosenPort = options.port ?? (await freePort());
  const { child, output } = spawnNode([...entry, '--port', String(chosenPort), '--dbpath', dbPath]);
  const uri = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`engine not ready after ${readyTimeoutMs / 1000} s; stderr: ${output.stderr}`)),
      readyTimeoutMs,
    );
    const onData = () => {
      const newline = output.stdout.indexOf('\n');
      if (newline === -1) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      const line = output.stdout.slice(0, newline);
      const match = /^ready (mongodb:\/\/\S+)$/.exec(line);
      if (match?.[1]) resolve(match[1]);
      else reject(new Error(`expected "ready <uri>", got ${JSON.stringify(line)}; stderr: ${output.stderr}`));
    };
    child.stdout?.on('data', onData);
    void output.exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`engine exited (${code ?? signal}) before ready; stderr: ${output.stderr}`));
    });
  });
  return { child, output, uri, port: chosenPort };
}

export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
