// @vitest-environment happy-dom
// Working together on the thesis page, its parts alone: the compare-and-merge dialog (the other
// version beside the unsaved text per section, keep mine / take theirs / both, saved on the current
// version) and who else has the thesis open.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { button, click, render, settle } from '@thesis-studio/ui/test-dom';
import { MergeDialog } from './MergeDialog';
import { ChangedNotice, PresenceAvatars } from './Presence';
import type { CurrentThesis } from './merge';

const CURRENT: CurrentThesis = {
  version: 7,
  title: 'Build or buy',
  content: '## Market\nTheirs on the market.\n\n## Risks\nSame risks.',
  intellectualChallenge: 'Should carriers build?',
  updatedAt: new Date().toISOString(),
  updatedBy: { id: 'u2', name: 'eddie' },
};
const MINE = { content: '## Market\nMine on the market.\n\n## Risks\nSame risks.', title: 'Buy, not build' };

const page = () => document.body.textContent ?? '';
const radio = (item: string, choice: string) =>
  document.querySelector<HTMLInputElement>(`[data-testid="merge-${item}"] input[value="${choice}"]`)!;

describe('MergeDialog', () => {
  it('shows the other version beside the unsaved text for what differs, and saves both by default on the current version', async () => {
    const onSave = vi.fn(async () => true);
    render(
      <MergeDialog open conflict={{ input: MINE, current: CURRENT }} onSave={onSave} onCancel={vi.fn()} />,
    );
    await settle(() => expect(page()).toContain('Compare and merge'));
    expect(page()).toContain('eddie saved a newer version (version 7');
    // Only the title and the Market section differ.
    const legends = [...document.querySelectorAll('legend')].map((l) => l.textContent);
    expect(legends).toEqual(['Title', 'Market']);
    const market = document.querySelector('[data-testid="merge-section:Market"]')!;
    expect(market.textContent).toContain('eddie (current)');
    expect(market.textContent).toContain('Theirs on the market.');
    expect(market.textContent).toContain('Your unsaved text');
    expect(market.textContent).toContain('Mine on the market.');
    expect(radio('section:Market', 'both').checked).toBe(true);
    expect(radio('title', 'mine').checked).toBe(true);
    expect(radio('title', 'both')).toBeNull();

    click(button(document.body, 'Save on version 7'));
    await settle(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(
      {
        title: 'Buy, not build',
        content: '## Market\nTheirs on the market.\n\nMine on the market.\n\n## Risks\nSame risks.',
      },
      7,
    );
  });

  it('keep mine / take theirs per item; Keep editing cancels and saves nothing', async () => {
    const onSave = vi.fn(async () => true);
    const onCancel = vi.fn();
    render(
      <MergeDialog open conflict={{ input: MINE, current: CURRENT }} onSave={onSave} onCancel={onCancel} />,
    );
    await settle(() => expect(radio('title', 'theirs')).not.toBeNull());
    click(button(document.body, 'Keep editing'));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
    click(radio('title', 'theirs'));
    click(radio('section:Market', 'mine'));
    click(button(document.body, 'Save on version 7'));
    await settle(() =>
      expect(onSave).toHaveBeenCalledWith(
        { title: 'Build or buy', content: '## Market\nMine on the market.\n\n## Risks\nSame risks.' },
        7,
      ),
    );
  });

  it('stays open with the choices when the save fails', async () => {
    const onSave = vi.fn(async () => false);
    render(
      <MergeDialog open conflict={{ input: MINE, current: CURRENT }} onSave={onSave} onCancel={vi.fn()} />,
    );
    await settle(() => expect(page()).toContain('Compare and merge'));
    click(radio('section:Market', 'theirs'));
    await act(async () => {
      button(document.body, 'Save on version 7').click();
      await Promise.resolve();
    });
    await settle(() => expect(button(document.body, 'Save on version 7').disabled).toBe(false));
    expect(radio('section:Market', 'theirs').checked).toBe(true);
  });
});

describe('presence', () => {
  it('shows nothing alone, and an avatar with the name for each other person', () => {
    const { container, rerender } = render(<PresenceAvatars others={[]} />);
    expect(container.querySelector('[data-testid="thesis-presence"]')).toBeNull();
    rerender(<PresenceAvatars others={[{ userId: 'u2', username: 'eddie' }]} />);
    const presence = container.querySelector('[data-testid="thesis-presence"]')!;
    expect(presence.getAttribute('aria-label')).toBe('eddie also has this thesis open');
    expect([...presence.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['E']);
    rerender(
      <PresenceAvatars
        others={['eddie', 'vera lynn', 'sam', 'ann', 'bo'].map((username, i) => ({
          userId: `u${i}`,
          username,
        }))}
      />,
    );
    expect(container.querySelector('[data-testid="thesis-presence"]')!.getAttribute('aria-label')).toBe(
      'Also here: eddie, vera lynn, sam, ann, bo',
    );
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'E',
      'VL',
      'S',
      'A',
      '+1',
    ]);
  });

  it('tells that someone changed the thesis, with Compare and Dismiss', () => {
    const onCompare = vi.fn();
    const onDismiss = vi.fn();
    const { container } = render(
      <ChangedNotice byName="eddie" onCompare={onCompare} onDismiss={onDismiss} />,
    );
    expect(container.textContent).toContain('eddie changed this thesis.');
    click(button(container, 'Compare'));
    click(button(container, 'Dismiss'));
    expect(onCompare).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
