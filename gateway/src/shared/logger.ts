// Structured logging (pino). Request-scoped children carry `reqId` on every line; credentials never reach a line.
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/** Credential headers (the session cookie both ways, bearer and proxy credentials) wherever a `headers`
 * object is logged: top level, or one level down as pino-http's `req.headers` and `res.headers`. */
export const REDACTED_PATHS = [
  'headers.cookie',
  'headers["set-cookie"]',
  'headers.authorization',
  'headers["proxy-authorization"]',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers["proxy-authorization"]',
];

export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
