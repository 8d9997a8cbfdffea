// Structured logging (pino). Request-scoped children carry `reqId` on every line; credentials never reach a line.
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/** Credential headers (the session cookie both ways, bearer and proxy credentials) wherever a `headers`
 * object is logged: top level, or one level down as pino-http's `req.headers` and `res.headers`. */
const REDACTED_PATHS = [
  'headers.cookie',
  'headers["set-cookie"]',
  'headers.authorization',
  'headers["proxy-authorization"]',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers["proxy-authorization"]',
  // pino-http's request line: an API token sent in a URL (refused, but logged) is masked in place.
  'req.url',
  'req.query',
  'req.params',
];

/** A personal API token (`ts_pat_…`, also percent-encoded) anywhere in a text. */
const API_TOKEN_TEXT = /ts(?:_|%5f)pat(?:_|%5f)[^\s&#/?"'\\]*/gi;

/** `text` with every API token in it masked. */
const maskApiTokens = (text: string): string => text.replace(API_TOKEN_TEXT, 'ts_pat_[redacted]');

/** Credential headers go whole; a request's URL, query and parameters keep all but their API tokens. */
function censor(value: unknown, path: string[]): unknown {
  const field = path[path.length - 1];
  if (field === 'url' || field === 'query' || field === 'params') {
    if (typeof value === 'string') return maskApiTokens(value);
    if (value && typeof value === 'object')
      return JSON.parse(maskApiTokens(JSON.stringify(value))) as unknown;
    return value;
  }
  return '[redacted]';
}

export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor },
  };
  return destination ? pino(options, destination) : pino(options);
}
