/** This remote's federation container name (REMOTES, vite.config.ts). */
export const REMOTE_NAME = 'mf_shared';
