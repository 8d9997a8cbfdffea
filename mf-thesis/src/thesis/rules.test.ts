import { describe, expect, it } from 'vitest';
import {
  cardEditOutcome,
  isStuck,
  pollingPlan,
  researchArea,
  researchJustCompleted,
  researchPercent,
  shareLink,
  stuckSchedule,
} from './rules';

const phases = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe('researchPercent (spec §4)', () => {
  it('counts complete phases out of 90', () => {
    expect(
      researchPercent(phases('pending', 'pending', 'pending', 'pending', 'pending'), false, 'researching'),
    ).toBe(0);
    expect(
      researchPercent(
        phases('complete', 'in_progress', 'pending', 'pending', 'pending'),
        false,
        'researching',
      ),
    ).toBe(18);
    expect(
      researchPercent(
        phases('complete', 'complete', 'complete', 'in_progress', 'pending'),
        true,
        'researching',
      ),
    ).toBe(54);
    expect(researchPercent(phases('complete', 'complete', 'pending'), true, 'researching')).toBe(60);
  });
  it('reads 95 when every phase is done but there is no content', () => {
    expect(researchPercent(phases('complete', 'complete'), false, 'researching')).toBe(95);
    expect(researchPercent(phases('complete', 'complete'), false, 'complete')).toBe(95);
  });
  it('reads 100 only once content exists and the thesis is complete; 90 before that', () => {
    expect(researchPercent(phases('complete', 'complete'), true, 'complete')).toBe(100);
    expect(researchPercent(phases('complete', 'complete'), true, 'researching')).toBe(90);
  });
  it('reads 0 without phases', () => {
    expect(researchPercent([], true, 'complete')).toBe(0);
  });
});

describe('pollingPlan (spec §9)', () => {
  it('polls phases every 3 s and the thesis every 5 s only while researching with the socket down', () => {
    expect(pollingPlan(true, true)).toEqual({ phasesMs: 3000, thesisMs: 5000 });
    expect(pollingPlan(true, false)).toEqual({ phasesMs: 0, thesisMs: 0 });
    expect(pollingPlan(false, true)).toEqual({ phasesMs: 0, thesisMs: 0 });
    expect(pollingPlan(false, false)).toEqual({ phasesMs: 0, thesisMs: 0 });
  });
});

describe('stuck status (spec §4)', () => {
  it('is stuck when every phase is complete but the thesis still says researching', () => {
    expect(isStuck(phases('complete', 'complete'), 'researching')).toBe(true);
    expect(isStuck(phases('complete', 'in_progress'), 'researching')).toBe(false);
    expect(isStuck(phases('complete', 'complete'), 'complete')).toBe(false);
    expect(isStuck([], 'researching')).toBe(false);
  });
  it('refreshes at 1, 3 and 5 s and clears the cache at 8 s with five phases', () => {
    expect(stuckSchedule(5)).toEqual([
      { atMs: 1000, action: 'refetch' },
      { atMs: 3000, action: 'refetch' },
      { atMs: 5000, action: 'refetch' },
      { atMs: 8000, action: 'clearCache' },
    ]);
    expect(stuckSchedule(4).map((step) => step.action)).toEqual(['refetch', 'refetch', 'refetch']);
  });
});

describe('researchArea (spec §2)', () => {
  it('shows progress while researching, with or without content', () => {
    expect(researchArea('researching', false)).toEqual({ kind: 'progress' });
    expect(researchArea('researching', true)).toEqual({ kind: 'progress' });
  });
  it('shows a failed run’s reason, with a default when the run gave none', () => {
    expect(researchArea('failed', true, 'The AI service is down.')).toEqual({
      kind: 'failed',
      reason: 'The AI service is down.',
    });
    expect(researchArea('failed', false, '  ')).toMatchObject({ kind: 'failed' });
  });
  it('offers Start Research without content, and deep research for content not yet researched', () => {
    // A draft without content has not been researched at all: it is not 'still being researched'.
    expect(researchArea('draft', false)).toEqual({ kind: 'notStarted' });
    expect(researchArea('complete', false)).toEqual({ kind: 'empty' });
    expect(researchArea('draft', true)).toEqual({ kind: 'ready' });
    expect(researchArea('complete', true)).toEqual({ kind: 'none' });
  });
  it('notices only the researching → complete transition', () => {
    expect(researchJustCompleted('researching', 'complete')).toBe(true);
    expect(researchJustCompleted(undefined, 'complete')).toBe(false);
    expect(researchJustCompleted('complete', 'complete')).toBe(false);
    expect(researchJustCompleted('researching', 'failed')).toBe(false);
  });
});

describe('cardEditOutcome (spec §5)', () => {
  type Card = { kind: 'section' | 'summary' | 'keyInsights'; title: string };
  const content = '## Context\n\nOld text of the context section.\n\n## Options\n\nOptions text.';
  const replace = (text: string, card: Card, newText: string) =>
    card.title === 'Context' ? text.replace('Old text of the context section.', newText) : null;

  const outcome = (card: Card, newText: string) => cardEditOutcome(card, newText, content, replace);

  it('refuses blank text', () => {
    expect(outcome({ kind: 'section', title: 'Context' }, '  \n ')).toEqual({ kind: 'blank' });
  });
  it('does not persist the Key Insights and summary cards', () => {
    expect(outcome({ kind: 'keyInsights', title: 'Key Insights' }, 'x')).toEqual({
      kind: 'notPersisted',
      title: 'Key insights updated',
    });
    expect(outcome({ kind: 'summary', title: 'Summary' }, 'x')).toEqual({
      kind: 'notPersisted',
      title: 'Summary updated',
    });
  });
  it('replaces a section card’s block, or says it cannot be found', () => {
    expect(outcome({ kind: 'section', title: 'Context' }, 'New text.')).toEqual({
      kind: 'save',
      content: '## Context\n\nNew text.\n\n## Options\n\nOptions text.',
    });
    expect(outcome({ kind: 'section', title: 'Gone' }, 'New text.')).toEqual({ kind: 'missing' });
  });
});

describe('helpers', () => {
  it('builds the share link, empty when revoked', () => {
    expect(shareLink('https://x.test', 'abc/def')).toBe('https://x.test/shared/abc/def');
    expect(shareLink('https://x.test', '')).toBe('');
  });
});
