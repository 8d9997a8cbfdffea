// @vitest-environment happy-dom
// The owner's unsupported claims (issue 32): grouped by section with why each marker went, nothing
// when none went, and "Check claims again" per section (busy while it runs).
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkedLine, UnsupportedClaimsPanel, type UnsupportedClaimItem } from './UnsupportedClaims';
import { mount } from '@thesis-studio/ui/test-dom';

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  ({ root, container } = mount());
});
const CLAIMS: UnsupportedClaimItem[] = [
  {
    section: 'Evidence and drivers',
    sentence: 'Spoiled shipments fell by half.',
    reason: 'quote_not_in_passage',
    quote: 'fell by half',
    sourceTitle: 'Fleet audit 2026',
    location: 'p. 2',
  },
  { section: 'Evidence and drivers', sentence: 'Buyers audit monthly.', reason: 'no_quote' },
  { section: 'Options', sentence: 'Costs doubled.', reason: 'passage_unknown', quote: 'costs doubled' },
];

describe('UnsupportedClaimsPanel', () => {
  it('lists the sentences by section, each with why its marker went', () => {
    act(() => root.render(<UnsupportedClaimsPanel claims={CLAIMS} onCheck={async () => undefined} />));
    const sections = [...container.querySelectorAll('section section h3')].map((h) => h.textContent);
    expect(sections).toEqual(['Evidence and drivers', 'Options']);
    const text = container.textContent ?? '';
    expect(text).toContain('“Spoiled shipments fell by half.”');
    expect(text).toContain('The quoted words are not in the passage it pointed at. (Fleet audit 2026, p. 2)');
    expect(text).toContain('No words were quoted from the passage it pointed at.');
    expect(text).toContain('It pointed at a passage the research did not retrieve.');
    expect(container.querySelectorAll('button')).toHaveLength(2);
  });

  it('shows nothing when the last run removed no marker', () => {
    act(() => root.render(<UnsupportedClaimsPanel claims={[]} onCheck={async () => undefined} />));
    expect(container.innerHTML).toBe('');
  });

  it('“Check claims again” checks its own section and is busy meanwhile', async () => {
    let finish!: () => void;
    const onCheck = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    act(() => root.render(<UnsupportedClaimsPanel claims={CLAIMS} onCheck={onCheck} />));
    const button = container.querySelectorAll('button')[1]!;
    act(() => button.click());
    expect(onCheck).toHaveBeenCalledWith('Options');
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain('Checking…');
    await act(async () => finish());
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Check claims again');
  });

  it('says what a check found', () => {
    expect(checkedLine(0, { supported: 0, partly: 0, notSupported: 0 })).toBe(
      'This section has no citations left to check.',
    );
    expect(checkedLine(3, { supported: 10, partly: 1, notSupported: 0 })).toBe(
      'Checked 3 citations again. Across the article: 10 supported, 1 partly.',
    );
  });
});
