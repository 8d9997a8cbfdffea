// The adaptive window's reactions (AIMD) to what the provider answers, on a fake clock: 429/503 halve
// it once per congestion event and Retry-After holds new calls; rate-limit headers hold calls when a
// budget is spent and count as congestion when nearly spent; successes widen it while it is in use.
import { describe, expect, it } from 'vitest';
import { AdaptiveLimit, parseResetMs, readRateLimitHeaders } from './adaptive-limit.js';

function clock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('reading the provider’s headers', () => {
  it('reads reset times as Go durations, seconds, Unix time or dates', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(parseResetMs('1s', now)).toBe(1000);
    expect(parseResetMs('6m0s', now)).toBe(360_000);
    expect(parseResetMs('20ms', now)).toBe(20);
    expect(parseResetMs('1h2m3.5s', now)).toBe(3_723_500);
    expect(parseResetMs('2', now)).toBe(2000);
    expect(parseResetMs('0.5', now)).toBe(500);
    expect(parseResetMs(String(now / 1000 + 7), now)).toBe(7000);
    expect(parseResetMs('Sun, 01 Mar 2026 10:00:03 GMT', now)).toBe(3000);
    expect(parseResetMs('2026-03-01T10:00:04Z', now)).toBe(4000);
    expect(parseResetMs('soon', now)).toBeUndefined();
    expect(parseResetMs('', now)).toBeUndefined();
    expect(parseResetMs(null, now)).toBeUndefined();
  });

  it('reads x-ratelimit-* and Retry-After; absent or malformed ones are left out', () => {
    const headers = new Headers({
      'x-ratelimit-limit-requests': '500',
      'x-ratelimit-remaining-requests': '499',
      'x-ratelimit-reset-requests': '120ms',
      'x-ratelimit-limit-tokens': '200000',
      'x-ratelimit-remaining-tokens': '150000',
      'x-ratelimit-reset-tokens': '15s',
      'retry-after': '3',
    });
    expect(readRateLimitHeaders(headers)).toEqual({
      limitRequests: 500,
      remainingRequests: 499,
      resetRequestsMs: 120,
      limitTokens: 200_000,
      remainingTokens: 150_000,
      resetTokensMs: 15_000,
      retryAfterMs: 3000,
    });
    expect(readRateLimitHeaders(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }))).toEqual({
      retryAfterMs: 250,
    });
    expect(readRateLimitHeaders(new Headers({ 'x-ratelimit-remaining-requests': 'many' }))).toEqual({});
    expect(readRateLimitHeaders(undefined)).toEqual({});
  });
});

describe('multiplicative decrease', () => {
  it('a 429 halves the window; the other calls of the same congestion do not halve it again', () => {
    const limit = new AdaptiveLimit({ ceiling: 64 });
    const epoch = limit.epoch;
    limit.completed(epoch, { kind: 'overload' }, 64);
    expect(limit.limit).toBe(32);
    // Three more calls that started before the decrease answer 429 too: the same event.
    for (let i = 0; i < 3; i++) limit.completed(epoch, { kind: 'overload' }, 60);
    expect(limit.limit).toBe(32);
    // A call started after it that is refused again: the provider still says slow down.
    limit.completed(limit.epoch, { kind: 'overload' }, 30);
    expect(limit.limit).toBe(16);
  });

  it('a 503 counts as overload; other failures (500, timeouts) leave the window alone', () => {
    const limit = new AdaptiveLimit({ ceiling: 8 });
    limit.completed(limit.epoch, { kind: 'other' }, 8);
    expect(limit.limit).toBe(8);
    limit.completed(limit.epoch, { kind: 'overload', info: {} }, 8);
    expect(limit.limit).toBe(4);
  });

  it('never goes under the floor', () => {
    const limit = new AdaptiveLimit({ ceiling: 4, floor: 1 });
    for (let i = 0; i < 10; i++) limit.completed(limit.epoch, { kind: 'overload' }, 1);
    expect(limit.limit).toBe(1);
  });

  it('Retry-After holds every new call until it has passed (at most maxHoldMs)', () => {
    const time = clock();
    const limit = new AdaptiveLimit({ ceiling: 8, now: time.now, maxHoldMs: 10_000 });
    limit.completed(limit.epoch, { kind: 'overload', info: { retryAfterMs: 2_000 } }, 8);
    expect(limit.holdMs()).toBe(2_000);
    time.advance(1_500);
    expect(limit.holdMs()).toBe(500);
    time.advance(500);
    expect(limit.holdMs()).toBe(0);
    limit.completed(limit.epoch, { kind: 'overload', info: { retryAfterMs: 3_600_000 } }, 4);
    expect(limit.holdMs()).toBe(10_000);
  });
});

describe('rate-limit budgets', () => {
  it('under a tenth of the requests or tokens left counts as congestion, even on a success', () => {
    const limit = new AdaptiveLimit({ ceiling: 40 });
    limit.completed(limit.epoch, { kind: 'ok', info: { limitTokens: 200_000, remainingTokens: 15_000 } }, 40);
    expect(limit.limit).toBe(20);
    limit.completed(limit.epoch, { kind: 'ok', info: { limitRequests: 500, remainingRequests: 30 } }, 20);
    expect(limit.limit).toBe(10);
  });

  it('no requests left: new calls wait for the reset; the requests left are spent one per call', () => {
    const time = clock();
    const limit = new AdaptiveLimit({ ceiling: 100, now: time.now });
    limit.completed(
      limit.epoch,
      { kind: 'ok', info: { limitRequests: 1000, remainingRequests: 600, resetRequestsMs: 4_000 } },
      1,
    );
    expect(limit.holdMs()).toBe(0);
    // Only 2 left now (a new answer), then two calls start: the third must wait for the reset.
    limit.completed(
      limit.epoch,
      { kind: 'ok', info: { limitRequests: 1000, remainingRequests: 2, resetRequestsMs: 4_000 } },
      1,
    );
    limit.started();
    expect(limit.holdMs()).toBe(0);
    limit.started();
    expect(limit.holdMs()).toBe(4_000);
    time.advance(4_000);
    expect(limit.holdMs()).toBe(0);
    // Past the reset the old budget no longer counts.
    limit.started();
    expect(limit.holdMs()).toBe(0);
  });

  it('no tokens left: new calls wait until the tokens reset', () => {
    const time = clock();
    const limit = new AdaptiveLimit({ ceiling: 10, now: time.now });
    limit.completed(
      limit.epoch,
      { kind: 'ok', info: { limitTokens: 90_000, remainingTokens: 0, resetTokensMs: 6_500 } },
      10,
    );
    expect(limit.holdMs()).toBe(6_500);
    expect(limit.limit).toBe(5);
  });
});

describe('additive increase', () => {
  it('grows by 1 per success while in use and the provider reports room (or nothing)', () => {
    const limit = new AdaptiveLimit({ ceiling: 64, initial: 16 });
    for (let i = 0; i < 4; i++) limit.completed(limit.epoch, { kind: 'ok' }, 16);
    expect(limit.limit).toBe(20);
    const roomy = { limitRequests: 100, remainingRequests: 90, limitTokens: 1000, remainingTokens: 700 };
    limit.completed(limit.epoch, { kind: 'ok', info: roomy }, 20);
    expect(limit.limit).toBe(21);
  });

  it('grows by 1/window per success when the provider reports less than half left', () => {
    const limit = new AdaptiveLimit({ ceiling: 64, initial: 10 });
    const some = { limitRequests: 100, remainingRequests: 30 };
    // 10 + 1/10 + 1/10.1 + …: one more slot after about a window's worth of successes.
    for (let i = 0; i < 10; i++) limit.completed(limit.epoch, { kind: 'ok', info: some }, 10);
    expect(limit.limit).toBe(10);
    limit.completed(limit.epoch, { kind: 'ok', info: some }, 10);
    expect(limit.limit).toBe(11);
  });

  it('does not grow while most of the window is idle, nor past the ceiling', () => {
    const limit = new AdaptiveLimit({ ceiling: 12, initial: 10 });
    for (let i = 0; i < 20; i++) limit.completed(limit.epoch, { kind: 'ok' }, 2);
    expect(limit.limit).toBe(10);
    for (let i = 0; i < 20; i++) limit.completed(limit.epoch, { kind: 'ok' }, 10);
    expect(limit.limit).toBe(12);
  });

  it('after a decrease, the window climbs back with successes', () => {
    const limit = new AdaptiveLimit({ ceiling: 32 });
    limit.completed(limit.epoch, { kind: 'overload', info: { retryAfterMs: 0 } }, 32);
    expect(limit.limit).toBe(16);
    for (let i = 0; i < 16; i++) limit.completed(limit.epoch, { kind: 'ok' }, limit.limit);
    expect(limit.limit).toBe(32);
  });
});
