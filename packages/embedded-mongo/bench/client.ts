// One bench client process: its own mongoose connection, `concurrency` operations in flight.
// Protocol with the parent (bench/bench.ts) over the fork IPC channel:
//   parent → {type:'run', scenario, concurrency, warm, base}  client warms up, keeps running, sends 'warm'
//   parent → {type:'mark'}   client starts counting completed operations and its CPU time
//   parent → {type:'stop'}   client stops counting, lets in-flight operations finish, sends 'result'
//   parent → {type:'exit'}
import mongoose from 'mongoose';
import { entryModel, operation, type Scenario } from './workload.js';

type Command =
  | { type: 'run'; scenario: Scenario; concurrency: number; warm: number; base: number }
  | { type: 'mark' }
  | { type: 'stop' }
  | { type: 'exit' };

export type ClientReport =
  | { type: 'connected' }
  | { type: 'warm' }
  | { type: 'result'; ops: number; cpuSeconds: number }
  | { type: 'error'; message: string };

const uri = process.argv[2];
const send = (m: ClientReport) => process.send?.(m);
if (!uri || !process.send) throw new Error('bench/client.ts runs as a forked child: client.ts <mongodb-uri>');

const conn = await mongoose.createConnection(uri, { dbName: 'bench', maxPoolSize: 64 }).asPromise();
const entries = entryModel(conn);
await entries.init();

let counting = false;
let stopped = false;
let completed = 0;
let cpuAtMark = process.cpuUsage();
let cpuSeconds = 0;
let running: Promise<void> | undefined;

async function run(cmd: Extract<Command, { type: 'run' }>): Promise<void> {
  counting = false;
  stopped = false;
  completed = 0;
  const ids =
    cmd.scenario === 'updateOne' ? (await entries.find({}, { _id: 1 }).lean()).map((d) => d._id) : [];
  const op = operation(cmd.scenario, entries, cmd.base, ids);
  let next = 0;
  let finished = 0;
  let warmSent = false;
  await Promise.all(
    Array.from({ length: cmd.concurrency }, async () => {
      while (!stopped) {
        const i = next++;
        await op(i, i < cmd.warm);
        if (counting) completed++;
        if (++finished >= cmd.warm && !warmSent) {
          warmSent = true;
          send({ type: 'warm' });
        }
      }
    }),
  );
}

process.on('message', (cmd: Command) => {
  switch (cmd.type) {
    case 'run':
      running = run(cmd).catch((err: unknown) => {
        stopped = true;
        send({ type: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
      });
      break;
    case 'mark':
      completed = 0;
      cpuAtMark = process.cpuUsage();
      counting = true;
      break;
    case 'stop': {
      counting = false;
      const used = process.cpuUsage(cpuAtMark);
      cpuSeconds = (used.user + used.system) / 1e6;
      stopped = true;
      void running?.then(() => send({ type: 'result', ops: completed, cpuSeconds }));
      break;
    }
    case 'exit':
      void conn.close().then(() => process.exit(0));
      break;
  }
});
send({ type: 'connected' });
