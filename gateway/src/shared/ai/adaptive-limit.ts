// How many model calls may run at once, adapted to what the provider says (issue 20): additive
// increase, multiplicative decrease (AIMD) between 1 and the ceiling AI_CONCURRENCY.
//
// - 429 and 503 answers halve the window (once per congestion event: calls that started before the
//   last decrease do not decrease it again) and, with Retry-After, hold every new call until then.
// - Rate-limit headers (`x-ratelimit-{limit,remaining,reset}-{requests,tokens}`, as OpenAI, Azure,
//   Groq, Together and vLLM-based gateways send them) are read from every answer: under 10% of either
//   budget left counts as congestion (the window halves); none left holds new calls until its reset;
//   and the requests left are spent one per call started until the next answer says more.
// - A success of a call started since the last decrease widens the window while it is in use (at
//   least half of it in flight): by 1 per success when the provider reports half of its budgets left
//   or reports none (local servers), else by 1/window per success (one per window of successes).
//
// Pure and clock-injectable, so its reactions are unit-tested without waiting.

/** The provider's rate-limit answer, as numbers (undefined: not sent). */
export interface RateLimitInfo {
  limitRequests?: number;
  remainingRequests?: number;
  /** Until the request budget is full again, in ms. */
  resetRequestsMs?: number;
  limitTokens?: number;
  remainingTokens?: number;
  resetTokensMs?: number;
  /** Retry-After (or retry-after-ms), in ms. */
  retryAfterMs?: number;
}

const UNITS_MS: Record<string, number> = {
  h: 3_600_000,
  m: 60_000,
  s: 1_000,
  ms: 1,
  us: 0.001,
  µs: 0.001,
  ns: 1e-6,
};

/**
 * A reset time as ms from `now`: a Go-style duration ('1s', '6m0s', '20ms', '1h2m3.5s'), plain seconds
 * ('2', '0.5'), Unix seconds (over 1e9), or an HTTP/ISO date.
 */
export function parseResetMs(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) {
    const number = Number(text);
    return number > 1e9 ? Math.max(0, number * 1000 - now) : number * 1000;
  }
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|us|µs|ns|h|m|s)/g)];
  if (parts.length > 0 && parts.map((p) => p[0]).join('') === text)
    return parts.reduce((total, [, amount, unit]) => total + Number(amount) * UNITS_MS[unit!]!, 0);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const count = (value: string | null | undefined): number | undefined => {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

/** The rate-limit headers of an answer (any of them may be missing). */
export function readRateLimitHeaders(headers: Headers | undefined, now = Date.now()): RateLimitInfo {
  if (!headers) return {};
  const info: RateLimitInfo = {
    limitRequests: count(headers.get('x-ratelimit-limit-requests')),
    remainingRequests: count(headers.get('x-ratelimit-remaining-requests')),
    resetRequestsMs: parseResetMs(headers.get('x-ratelimit-reset-requests'), now),
    limitTokens: count(headers.get('x-ratelimit-limit-tokens')),
    remainingTokens: count(headers.get('x-ratelimit-remaining-tokens')),
    resetTokensMs: parseResetMs(headers.get('x-ratelimit-reset-tokens'), now),
  };
  const retryMs = count(headers.get('retry-after-ms'));
  const retryAfter = retryMs ?? parseResetMs(headers.get('retry-after'), now);
  if (retryAfter !== undefined) info.retryAfterMs = retryAfter;
  for (const key of Object.keys(info) as Array<keyof RateLimitInfo>)
    if (info[key] === undefined) delete info[key];
  return info;
}

/** How a call ended, as far as the window is concerned. */
export interface CallOutcome {
  /** 'ok': an answer; 'overload': 429 or 503; 'other': any other failure (no change to the window). */
  kind: 'ok' | 'overload' | 'other';
  /** The rate-limit headers of the answer (success or error), if any. */
  info?: RateLimitInfo;
}

export interface AdaptiveLimitOptions {
  /** The most calls at once (AI_CONCURRENCY). */
  ceiling: number;
  /** The fewest (default 1). */
  floor?: number;
  /** Where the window starts (default: the ceiling). */
  initial?: number;
  /** Factor of a decrease (default 0.5). */
  decrease?: number;
  /** Share of a budget under which the provider counts as nearly out (default 0.1). */
  lowWater?: number;
  /** Longest hold taken from Retry-After or a reset header (default 60 s). */
  maxHoldMs?: number;
  now?: () => number;
}

interface Budget {
  remaining: number;
  limit: number | undefined;
  resetAt: number;
}

export class AdaptiveLimit {
  readonly ceiling: number;
  readonly floor: number;
  /** Goes up at every decrease; a call carries the epoch it started in. */
  epoch = 0;
  private window: number;
  private readonly factor: number;
  private readonly lowWater: number;
  private readonly maxHoldMs: number;
  private readonly now: () => number;
  private heldUntil = 0;
  private requests: Budget | undefined;
  private tokens: Budget | undefined;
  /** Decreases and holds so far (for logs and /healthz-style reporting). */
  decreases = 0;

  constructor(options: AdaptiveLimitOptions) {
    this.ceiling = Math.max(1, Math.floor(options.ceiling));
    this.floor = Math.min(this.ceiling, Math.max(1, Math.floor(options.floor ?? 1)));
    this.window = Math.min(this.ceiling, Math.max(this.floor, options.initial ?? this.ceiling));
    this.factor = options.decrease ?? 0.5;
    this.lowWater = options.lowWater ?? 0.1;
    this.maxHoldMs = options.maxHoldMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** Calls that may run at once now. */
  get limit(): number {
    return Math.max(this.floor, Math.min(this.ceiling, Math.floor(this.window)));
  }

  /** How long new calls must wait (Retry-After, or a budget the provider says is spent); 0: none. */
  holdMs(): number {
    const now = this.now();
    let until = this.heldUntil;
    for (const budget of [this.requests, this.tokens]) {
      if (budget && budget.remaining <= 0 && budget.resetAt > now) until = Math.max(until, budget.resetAt);
    }
    return Math.max(0, until - now);
  }

  /** A call starts: it spends one of the requests the provider said were left. */
  started(): void {
    const now = this.now();
    for (const key of ['requests', 'tokens'] as const) {
      const budget = this[key];
      if (budget && budget.resetAt <= now) this[key] = undefined;
    }
    if (this.requests) this.requests.remaining -= 1;
  }

  /**
   * A call that started in `epoch` ended. `inFlight`: the calls running when it ended, itself included
   * (the window only grows while it is in use).
   */
  completed(epoch: number, outcome: CallOutcome, inFlight: number): void {
    const info = outcome.info ?? {};
    const now = this.now();
    const low = this.observe(info, now);
    if (outcome.kind === 'overload') {
      if (info.retryAfterMs !== undefined)
        this.heldUntil = Math.max(this.heldUntil, now + Math.min(info.retryAfterMs, this.maxHoldMs));
      this.decrease(epoch);
      return;
    }
    if (outcome.kind !== 'ok') return;
    if (low === 'low') {
      this.decrease(epoch);
      return;
    }
    // Calls started before the last decrease prove nothing about the smaller window.
    if (epoch !== this.epoch || inFlight * 2 < this.limit) return;
    this.window = Math.min(this.ceiling, this.window + (low === 'roomy' ? 1 : 1 / this.window));
  }

  /** Records the budgets an answer reported; says whether either is nearly out, or both roomy. */
  private observe(info: RateLimitInfo, now: number): 'low' | 'roomy' | 'some' {
    const hold = (ms: number | undefined) => now + Math.min(ms ?? 1_000, this.maxHoldMs);
    if (info.remainingRequests !== undefined)
      this.requests = {
        remaining: info.remainingRequests,
        limit: info.limitRequests,
        resetAt: hold(info.resetRequestsMs),
      };
    if (info.remainingTokens !== undefined)
      this.tokens = {
        remaining: info.remainingTokens,
        limit: info.limitTokens,
        resetAt: hold(info.resetTokensMs),
      };
    const shares = [
      [info.remainingRequests, info.limitRequests],
      [info.remainingTokens, info.limitTokens],
    ].flatMap(([remaining, limit]) => {
      if (remaining === undefined) return [];
      if (remaining <= 0) return [0];
      return limit ? [remaining / limit] : [];
    });
    if (shares.some((share) => share < this.lowWater)) return 'low';
    return shares.every((share) => share >= 0.5) ? 'roomy' : 'some';
  }

  private decrease(epoch: number): void {
    // Calls that started before the last decrease report the same congestion: one decrease for it.
    if (epoch !== this.epoch) return;
    this.window = Math.max(this.floor, this.window * this.factor);
    this.epoch += 1;
    this.decreases += 1;
  }
}
