#!/usr/bin/env node
// `thesis-gateway <command>`: a small dispatcher; `serve` (the default) runs the gateway.
import { serve } from './commands/serve.js';
import { createAdmin } from './commands/create-admin.js';

interface Command {
  summary: string;
  run(args: string[]): Promise<void>;
}

const commands: Record<string, Command> = {
  serve: { summary: 'Run the gateway (HTTP, GraphQL, WebSocket, static front end).', run: () => serve() },
  'create-admin': {
    summary: 'Create an admin account, or promote an existing one (--email, --password, --username).',
    run: (args) => createAdmin(args),
  },
};

function usage(): string {
  const lines = Object.entries(commands).map(([name, command]) => `  ${name.padEnd(12)}${command.summary}`);
  return [
    'Usage: thesis-gateway [command] [options]',
    '',
    'Commands:',
    ...lines,
    '  help        Show this help.',
    '',
    'Settings are read from the environment (see gateway/src/env.ts).',
  ].join('\n');
}

const [name = 'serve', ...args] = process.argv.slice(2);
if (name === 'help' || name === '--help' || name === '-h') {
  console.log(usage());
} else {
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${usage()}`);
    process.exitCode = 2;
  } else {
    await command.run(args);
  }
}
