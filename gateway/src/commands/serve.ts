// `thesis-gateway serve`: run the gateway until SIGINT/SIGTERM, then shut down gracefully.
import { loadEnvOrReport } from '../env.js';
import { createLogger } from '../shared/logger.js';

/** Past this, shutdown gives up waiting and exits non-zero. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

export async function serve(): Promise<void> {
  const env = loadEnvOrReport();
  if (!env) process.exit(1);

  const logger = createLogger(env.LOG_LEVEL);
  let runtime;
  try {
    // Loaded after the settings are valid, so a bad setting is reported without loading the server.
    const { startRuntime } = await import('../runtime.js');
    runtime = await startRuntime(env, { logger });
  } catch (error) {
    logger.fatal({ err: error }, 'gateway failed to start');
    logger.flush();
    process.exit(1);
  }

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      logger.warn({ signal }, 'second signal: forcing exit');
      process.exit(1);
    }
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out: forcing exit');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    runtime.stop().then(
      () => {
        logger.info('shutdown complete');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
