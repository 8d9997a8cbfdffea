// Gateway configuration: process.env is parsed here, once, with zod; nothing else reads it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { REMOTES, type RemoteSetting } from '@thesis-studio/domain';

/** The workspace root: gateway/src/env.ts and gateway/dist/env.js both sit two levels below it. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const urlWithProtocols = (protocols: readonly string[], label: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a ${label} URL (${protocols.map((p) => `${p}//`).join(' or ')}…)` },
  );

const httpUrl = urlWithProtocols(['http:', 'https:'], 'http(s)');

/** A remote's remoteEntry.js: an absolute http(s) URL or a path on this site ("/mf/…"). */
const remoteEntryUrl = z
  .string()
  .refine((value) => (value.startsWith('/') && !value.startsWith('//')) || httpUrl.safeParse(value).success, {
    message: 'must be an http(s) URL or a path starting with "/"',
  });

/** One REMOTE_<NAME>_URL setting per remote in REMOTES (e.g. REMOTE_MF_THESIS_URL). */
const remoteEntrySettings = Object.fromEntries(
  REMOTES.map((remote) => [remote.setting, remoteEntryUrl.optional()]),
) as Record<RemoteSetting, z.ZodOptional<typeof remoteEntryUrl>>;

const booleanFlag = z.string().transform((value, ctx) => {
  const normalized = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(normalized)) return true;
  if (['0', 'false', 'no', 'off'].includes(normalized)) return false;
  ctx.addIssue({ code: 'custom', message: 'must be true or false (also accepted: 1/0, yes/no, on/off)' });
  return z.NEVER;
});

/**
 * What a shared thesis leaves out by default: blocks that mention any of these (whole words, any case).
 * Things an executive keeps to the inner circle: confidentiality marks, pay, job cuts, legal matters,
 * deals not yet announced, secrets.
 */
export const DEFAULT_SHARED_HIDDEN_TOPICS = [
  'confidential',
  'internal only',
  'do not share',
  'not for distribution',
  'salary',
  'salaries',
  'compensation',
  'bonus',
  'bonuses',
  'layoff',
  'layoffs',
  'redundancies',
  'severance',
  'lawsuit',
  'litigation',
  'acquisition target',
  'password',
  'passwords',
] as const;

/** Comma-separated words or phrases, trimmed, empties dropped, each at most 100 characters. */
const topicList = z.string().transform((value, ctx) => {
  const topics = [...new Set(value.split(',').map((topic) => topic.trim().replace(/\s+/g, ' ')))].filter(
    (topic) => topic !== '',
  );
  if (topics.some((topic) => topic.length > 100)) {
    ctx.addIssue({ code: 'custom', message: 'each topic must be at most 100 characters' });
    return z.NEVER;
  }
  return topics;
});

/** A whole number setting within [min, max], with one message for every way it can be wrong. */
const wholeNumber = (min: number, max: number, unit: string) => {
  const message = `must be a whole number of ${unit} from ${min} to ${max}`;
  return z.coerce.number({ message }).int(message).min(min, message).max(max, message);
};

/** A positive whole number setting without an upper bound (a budget per period). */
const positiveWholeNumber = (unit: string) => {
  const message = `must be a whole number of ${unit}`;
  return z.coerce.number({ message }).int(message).positive(message);
};

/** A number of seconds within [min, max], fractions allowed. */
const seconds = (min: number, max: number) => {
  const message = `must be a number of seconds from ${min} to ${max}`;
  return z.coerce.number({ message }).min(min, message).max(max, message);
};

/** Comma-separated host or host:port names (lower-cased, trimmed, empties dropped). */
const hostList = z.string().transform((value, ctx) => {
  const hosts = [...new Set(value.split(',').map((host) => host.trim().toLowerCase()))].filter(Boolean);
  const bad = hosts.find((host) => !/^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/.test(host));
  if (bad) {
    ctx.addIssue({ code: 'custom', message: `"${bad}" is not a host or host:port` });
    return z.NEVER;
  }
  return hosts;
});

/** Settings whose empty value means "none" rather than "unset". */
const EMPTY_MEANS_NONE = new Set(['SHARED_HIDDEN_TOPICS']);

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ message: 'must be a whole number between 0 and 65535' })
      .int('must be a whole number between 0 and 65535')
      .min(0, 'must be a whole number between 0 and 65535')
      .max(65535, 'must be a whole number between 0 and 65535')
      .default(4000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('.data'),
    MONGODB_URI: urlWithProtocols(['mongodb:', 'mongodb+srv:'], 'MongoDB').optional(),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: httpUrl.optional(),
    /** Chat model for drafts, research, summaries and answers (OpenAI-compatible engine). */
    OPENAI_MODEL: z.string().default('gpt-4.1-mini'),
    /** Speech model for read-aloud audio (OpenAI-compatible engine). */
    OPENAI_TTS_MODEL: z.string().default('gpt-4o-mini-tts'),
    /**
     * The most model calls one gateway process runs at once (the ceiling of the adaptive window; more
     * wait their turn, shared fairly). 1-2 for a local server such as Ollama.
     */
    AI_CONCURRENCY: wholeNumber(1, 1024, 'calls').default(128),
    /** Longest a single model call may take (a streamed one: the longest wait for its next part). */
    AI_TIMEOUT_SECONDS: seconds(1, 600).default(60),
    /** A research run's lease: another gateway takes the run over when its holder is silent this long. */
    RESEARCH_LEASE_SECONDS: seconds(1, 3600).default(30),
    /** Research runs one gateway process executes at once; more wait in the shared job queue. */
    RESEARCH_CONCURRENCY: wholeNumber(1, 1000, 'runs').default(50),
    /** Research runs one user may start per hour. */
    RESEARCH_RUNS_PER_HOUR: wholeNumber(1, 100_000, 'runs').default(60),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'SMTP').optional(),
    REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'Redis').optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    /** The site's origin for links in mails; defaults to http://localhost:{PORT}. Never taken from Host. */
    PUBLIC_ORIGIN: httpUrl.transform((value) => new URL(value).origin).optional(),
    /** development: the Apollo Sandbox at GET /graphql. production (default): no Sandbox page. */
    NODE_ENV: z
      .enum(['production', 'development', 'test'], { message: 'must be production, development or test' })
      .default('production'),
    /** Requests per minute to /api and /graphql, per client IP and per signed-in user. */
    API_BUDGET_PER_IP: positiveWholeNumber('requests per minute').default(1800),
    API_BUDGET_PER_USER: positiveWholeNumber('requests per minute').default(900),
    /** Readers' chat on shared theses: questions per reader (account or visitor cookie) per 10 minutes. */
    READER_CHAT_PER_READER: positiveWholeNumber('questions per 10 minutes').default(20),
    /** Readers' chat: questions per client IP per 10 minutes (all its visitors together). */
    READER_CHAT_PER_IP: positiveWholeNumber('questions per 10 minutes').default(60),
    /** Readers' chat: model calls per shared thesis per day (all its readers together). */
    READER_CHAT_PER_THESIS_DAILY: positiveWholeNumber('answers per day').default(300),
    ...remoteEntrySettings,
    STATIC_ROOT: z.string().optional(),
    ENABLE_TEST_HOOKS: booleanFlag.default(false),
    ADMIN_EMAIL: z.email({ message: 'must be an email address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters long').optional(),
    MAIL_FROM: z.string().default('Thesis Studio <no-reply@thesis-studio.local>'),
    /** Who operates the site: named in the footer's copyright line and the privacy policy. */
    OPERATOR_NAME: z.string().max(200, 'must be at most 200 characters').default('Your Company Ltd'),
    /** Where the privacy policy sends data-protection requests. */
    OPERATOR_EMAIL: z.email({ message: 'must be an email address' }).default('privacy@example.com'),
    TRUST_PROXY: booleanFlag.default(false),
    /** Topics whose blocks a shared thesis leaves out; empty: none. */
    SHARED_HIDDEN_TOPICS: topicList.default([...DEFAULT_SHARED_HIDDEN_TOPICS]),
    /** Embedding model for source retrieval (OpenAI-compatible engine); "none": BM25 only. */
    OPENAI_EMBEDDING_MODEL: z.string().default('text-embedding-3-small'),
    /** Sources of a thesis (issue 17): the largest file accepted, in megabytes. */
    SOURCES_MAX_FILE_MB: wholeNumber(1, 200, 'megabytes').default(20),
    /** Sources one thesis may hold. */
    SOURCES_MAX_PER_THESIS: wholeNumber(1, 1000, 'sources').default(50),
    /** Words all the sources of one thesis may hold together. */
    SOURCES_MAX_WORDS_PER_THESIS: wholeNumber(1000, 5_000_000, 'words').default(300_000),
    /** Pages a PDF may have. */
    SOURCES_MAX_PAGES: wholeNumber(1, 20_000, 'pages').default(2_000),
    /** Longest one extraction may take before it is stopped and the source fails. */
    SOURCES_EXTRACT_TIMEOUT_SECONDS: wholeNumber(1, 600, 'seconds').default(60),
    /** Heap an extraction worker may use. */
    SOURCES_EXTRACT_MEMORY_MB: wholeNumber(64, 4096, 'megabytes').default(512),
    /** Web search (issue 22): a SearXNG instance's base URL (its JSON API). */
    SEARXNG_URL: httpUrl.optional(),
    /** Web search through Tavily. */
    TAVILY_API_KEY: z.string().optional(),
    /** Web search through Brave Search. */
    BRAVE_API_KEY: z.string().optional(),
    /** Which search provider to use when more than one is set (default: searxng, tavily, brave in turn). */
    SEARCH_PROVIDER: z
      .enum(['searxng', 'tavily', 'brave', 'none'], { message: 'must be searxng, tavily, brave or none' })
      .optional(),
    /** Web pages a research run may add as sources. */
    WEB_SOURCES_PER_RUN: wholeNumber(0, 100, 'pages').default(12),
    /** host[:port] names outbound requests may reach even on private or loopback addresses (tests, intranets). */
    FETCH_ALLOWED_HOSTS: hostList.default([]),
    /** Largest web page fetched, in megabytes. */
    FETCH_MAX_MB: wholeNumber(1, 100, 'megabytes').default(5),
    /** Longest one web fetch may take. */
    FETCH_TIMEOUT_SECONDS: wholeNumber(1, 120, 'seconds').default(10),
    /** Requests per minute one personal API token may make (on top of the per-IP and per-user budgets). */
    API_BUDGET_PER_TOKEN: wholeNumber(1, 1_000_000, 'requests per minute').default(300),
    /** MCP sessions (issue 30) the gateway holds at once; past it a new session is refused with 503. */
    MCP_MAX_SESSIONS: wholeNumber(1, 100_000, 'sessions').default(1000),
    /** An MCP session unused this long is closed (its client starts a new one). */
    MCP_SESSION_IDLE_MINUTES: wholeNumber(1, 24 * 60, 'minutes').default(30),
    /** host[:port] names webhook deliveries may reach even on private or loopback addresses (tests, intranets). */
    WEBHOOK_ALLOWED_HOSTS: hostList.default([]),
    /** Attempts per webhook delivery (the first included) before it is given up as failed. */
    WEBHOOK_MAX_ATTEMPTS: wholeNumber(1, 20, 'attempts').default(8),
    /** Wait before a delivery's first retry; each further retry waits 3 times longer (±10 %). */
    WEBHOOK_RETRY_SECONDS: seconds(0.01, 3600).default(30),
    /** Longest one webhook delivery attempt may take. */
    WEBHOOK_TIMEOUT_SECONDS: wholeNumber(1, 60, 'seconds').default(10),
  })
  .refine((env) => !env.ADMIN_EMAIL || env.ADMIN_PASSWORD, {
    message: 'ADMIN_PASSWORD is required when ADMIN_EMAIL is set',
    path: ['ADMIN_PASSWORD'],
  });

type ParsedEnv = z.output<typeof envSchema>;

export type Env = Omit<ParsedEnv, 'DATA_DIR' | 'STATIC_ROOT' | 'PUBLIC_ORIGIN'> & {
  /** The site's origin (scheme://host[:port]) used in links sent by mail. */
  PUBLIC_ORIGIN: string;
  /** Absolute path; relative settings are resolved against the workspace root. */
  DATA_DIR: string;
  /** Absolute path of the folder holding shell/dist and mf-<app>/dist. */
  STATIC_ROOT: string;
} & Partial<Record<RemoteSetting, string>>; // zod does not infer the REMOTE_*_URL keys built from REMOTES

export type EnvSource = Readonly<Record<string, string | undefined>>;

export class EnvError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid gateway settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses settings from `source`; empty strings count as unset. Throws EnvError listing every bad setting. */
export function parseEnv(source: EnvSource, options: { baseDir?: string } = {}): Env {
  const baseDir = options.baseDir ?? REPO_ROOT;
  const input: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = source[key];
    if (value !== undefined && (value.trim() !== '' || EMPTY_MEANS_NONE.has(key))) input[key] = value.trim();
  }
  const result = envSchema.safeParse(input);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const key = issue.path.join('.');
        const shown = key in input ? ` (got ${JSON.stringify(input[key])})` : '';
        return `${key}: ${issue.message}${shown}`;
      }),
    );
  }
  return {
    ...result.data,
    PUBLIC_ORIGIN: result.data.PUBLIC_ORIGIN ?? `http://localhost:${result.data.PORT}`,
    DATA_DIR: path.resolve(baseDir, result.data.DATA_DIR),
    STATIC_ROOT: path.resolve(baseDir, result.data.STATIC_ROOT ?? '.'),
  };
}

/** The one place that reads process.env. */
function loadEnv(): Env {
  return parseEnv(process.env);
}

/**
 * The settings for a command: undefined when one is invalid, after printing what is wrong (a command's
 * user reads the message, not a stack trace). Any other failure is thrown.
 */
export function loadEnvOrReport(): Env | undefined {
  try {
    return loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    return undefined;
  }
}

/** Entry-URL override per remote setting name (REMOTE_MF_THESIS_URL → value or undefined). */
export function remoteEntryOverrides(env: Env): Record<string, string | undefined> {
  return Object.fromEntries(REMOTES.map((remote) => [remote.setting, env[remote.setting]]));
}

export const databaseKind = (env: Env): 'embedded' | 'mongodb' => (env.MONGODB_URI ? 'mongodb' : 'embedded');
export const aiProviderKind = (env: Env): 'offline' | 'openai' => (env.OPENAI_API_KEY ? 'openai' : 'offline');
