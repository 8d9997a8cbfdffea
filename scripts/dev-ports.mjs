// Dev-server port of each remote, keyed by its gateway setting; both come from the REMOTES table.
import remotes from '../packages/domain/src/remotes.json' with { type: 'json' };

export const REMOTE_DEV_PORTS = Object.fromEntries(remotes.map((remote) => [remote.setting, remote.devPort]));
