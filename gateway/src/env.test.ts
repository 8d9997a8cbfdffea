import path from 'node:path';
import { REMOTES } from '@thesis-studio/domain';
import { describe, expect, it } from 'vitest';
import { EnvError, aiProviderKind, databaseKind, parseEnv, remoteEntryOverrides } from './env.js';

const base = '/srv/thesis';

function problemsOf(source: Record<string, string>): readonly string[] {
  try {
    parseEnv(source, { baseDir: base });
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('expected parseEnv to fail');
}

describe('parseEnv', () => {
  it('applies defaults when nothing is set', () => {
    const env = parseEnv({}, { baseDir: base });
    expect(env).toMatchObject({
      PORT: 4000,
      HOST: '0.0.0.0',
      DATA_DIR: path.join(base, '.data'),
      STATIC_ROOT: base,
      LOG_LEVEL: 'info',
      ENABLE_TEST_HOOKS: false,
    });
    expect(env.MONGODB_URI).toBeUndefined();
    expect(databaseKind(env)).toBe('embedded');
    expect(aiProviderKind(env)).toBe('offline');
  });

  it('reads every setting and resolves relative paths against the base directory', () => {
    const env = parseEnv(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        STATIC_ROOT: '/opt/web',
        MONGODB_URI: 'mongodb://db:27017/thesis',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: 'https://llm.example.com/v1',
        SMTP_URL: 'smtp://mail:25',
        REDIS_URL: 'redis://cache:6379',
        LOG_LEVEL: 'debug',
        PUBLIC_ORIGIN: 'https://thesis.example.com/some/path',
        REMOTE_MF_THESIS_URL: 'https://cdn.example.com/thesis/remoteEntry.js',
        REMOTE_MF_ADMIN_URL: '/custom/admin/remoteEntry.js',
        ENABLE_TEST_HOOKS: 'yes',
      },
      { baseDir: base },
    );
    expect(env.PORT).toBe(8080);
    expect(env.DATA_DIR).toBe(path.join(base, 'var/data'));
    expect(env.STATIC_ROOT).toBe('/opt/web');
    expect(env.PUBLIC_ORIGIN).toBe('https://thesis.example.com');
    expect(env.ENABLE_TEST_HOOKS).toBe(true);
    expect(databaseKind(env)).toBe('mongodb');
    expect(aiProviderKind(env)).toBe('openai');
    expect(remoteEntryOverrides(env)).toEqual({
      REMOTE_MF_DASHBOARD_URL: undefined,
      REMOTE_MF_THESIS_URL: 'https://cdn.example.com/thesis/remoteEntry.js',
      REMOTE_MF_SHARED_URL: undefined,
      REMOTE_MF_ADMIN_URL: '/custom/admin/remoteEntry.js',
    });
  });

  it('treats empty values as unset', () => {
    const env = parseEnv({ PORT: '', MONGODB_URI: '  ', ENABLE_TEST_HOOKS: '' }, { baseDir: base });
    expect(env.PORT).toBe(4000);
    expect(env.MONGODB_URI).toBeUndefined();
    expect(env.ENABLE_TEST_HOOKS).toBe(false);
  });

  it('lists every bad setting in one error', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      MONGODB_URI: 'postgres://x',
      REDIS_URL: 'not a url',
      LOG_LEVEL: 'loud',
      ENABLE_TEST_HOOKS: 'maybe',
      REMOTE_MF_SHARED_URL: 'shared/remoteEntry.js',
      OPENAI_BASE_URL: 'ftp://x',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(
      [
        'ENABLE_TEST_HOOKS',
        'LOG_LEVEL',
        'MONGODB_URI',
        'OPENAI_BASE_URL',
        'PORT',
        'REDIS_URL',
        'REMOTE_MF_SHARED_URL',
      ].sort(),
    );
    expect(problems.find((p) => p.startsWith('PORT'))).toContain('"eighty"');
  });

  it('rejects ports out of range', () => {
    expect(problemsOf({ PORT: '70000' })).toHaveLength(1);
    expect(problemsOf({ PORT: '-1' })).toHaveLength(1);
    expect(problemsOf({ PORT: '40.5' })).toHaveLength(1);
  });

  it('formats the error message with one line per setting', () => {
    expect(() => parseEnv({ PORT: 'x', LOG_LEVEL: 'y' })).toThrowError(
      /Invalid gateway settings:\n {2}- PORT: .*\n {2}- LOG_LEVEL: /,
    );
  });

  it('model and research scheduling (issue 20): hosted defaults, a local server held to 2, bounds named', () => {
    expect(parseEnv({}, { baseDir: base })).toMatchObject({
      AI_CONCURRENCY: 128,
      RESEARCH_CONCURRENCY: 50,
      RESEARCH_RUNS_PER_HOUR: 60,
    });
    expect(parseEnv({ AI_CONCURRENCY: '2' }, { baseDir: base }).AI_CONCURRENCY).toBe(2);
    expect(
      problemsOf({ AI_CONCURRENCY: '0', RESEARCH_CONCURRENCY: '1001', RESEARCH_RUNS_PER_HOUR: 'x' }),
    ).toEqual([
      'AI_CONCURRENCY: must be a whole number of calls from 1 to 1024 (got "0")',
      'RESEARCH_CONCURRENCY: must be a whole number of runs from 1 to 1000 (got "1001")',
      'RESEARCH_RUNS_PER_HOUR: must be a whole number of runs from 1 to 100000 (got "x")',
    ]);
  });

  it('has an entry-URL setting for every remote', () => {
    const settings = Object.keys(remoteEntryOverrides(parseEnv({}, { baseDir: base })));
    expect(settings.sort()).toEqual(REMOTES.map((r) => r.setting).sort());
  });
});
