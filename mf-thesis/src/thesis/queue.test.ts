import { describe, expect, it } from 'vitest';
import { aboutIn, queuedLabel, startEstimate } from './queue';

describe('a waiting research run', () => {
  it('says how many runs are ahead of it', () => {
    expect(queuedLabel(1)).toBe('Queued — next to start');
    expect(queuedLabel(2)).toBe('Queued — 1 run ahead');
    expect(queuedLabel(4)).toBe('Queued — 3 runs ahead');
    expect(queuedLabel(null)).toBeNull();
    expect(queuedLabel(undefined)).toBeNull();
    expect(queuedLabel(0)).toBeNull();
  });

  it('says about when it starts', () => {
    expect(startEstimate(45)).toBe('It should start in 45 seconds.');
    expect(startEstimate(61)).toBe('It should start in about 2 minutes.');
    expect(startEstimate(null)).toBeNull();
    expect(aboutIn(1)).toBe('1 second');
    expect(aboutIn(60)).toBe('about 1 minute');
    expect(aboutIn(3_600)).toBe('about 1 hour');
    expect(aboutIn(3_900)).toBe('about 1 hour 5 minutes');
    expect(aboutIn(7_260)).toBe('about 2 hours 1 minute');
  });
});
