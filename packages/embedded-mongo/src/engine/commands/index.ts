import { ADMIN_COMMANDS } from './admin.js';
import { DDL_COMMANDS } from './ddl.js';
import { READ_COMMANDS } from './read.js';
import type { CommandHandler } from './types.js';
import { WRITE_COMMANDS } from './write.js';

export type { CommandContext, CommandHandler } from './types.js';

export const COMMANDS: Record<string, CommandHandler> = {
  ...ADMIN_COMMANDS,
  ...DDL_COMMANDS,
  ...READ_COMMANDS,
  ...WRITE_COMMANDS,
};
