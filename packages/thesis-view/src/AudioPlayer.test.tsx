// @vitest-environment happy-dom
// The player's state machine with a fake `speak` and fake timers: loading → playing → paused → idle,
// sequential mode with 500 ms between cards and the next card generated in the background, buffered
// mode for a long card, cached audio discarded on a voice change, a failure logged and stopped.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioPlayer, type SpeakableCard } from './AudioPlayer.js';
import type { SpeakFn, Voice } from './speech.js';
import { button, click, flush, render } from '@thesis-studio/ui/test-dom';

interface Call {
  text: string;
  voice: Voice;
  speed: number;
  signal: AbortSignal;
  resolve: () => void;
  reject: (error: Error) => void;
}

let calls: Call[];
let speak: SpeakFn;
let urls: number;
let revoked: string[];

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  speak = vi.fn(
    (text: string, voice: Voice, speed: number, signal: AbortSignal) =>
      new Promise<Blob>((resolve, reject) => {
        calls.push({
          text,
          voice,
          speed,
          signal,
          resolve: () => resolve(new Blob([text], { type: 'audio/mpeg' })),
          reject,
        });
      }),
  );
  urls = 0;
  revoked = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:audio-${++urls}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const CARDS: SpeakableCard[] = [
  { key: 'a', title: 'Context', text: 'The market is changing fast.' },
  { key: 'b', title: 'Evidence', text: 'Margins fell by a third.' },
  { key: 'c', title: 'Options', text: 'Automate the warehouse.' },
];

const status = (container: HTMLElement) =>
  container.querySelector('[data-status]')!.getAttribute('data-status');
const audio = (container: HTMLElement) => container.querySelector('audio')!;
const end = async (container: HTMLElement) => {
  act(() => {
    audio(container).dispatchEvent(new Event('ended'));
  });
  await flush();
};

describe('AudioPlayer', () => {
  it('plays a card: idle → loading → playing → paused → playing → idle, with a time estimate', async () => {
    const { container } = render(<AudioPlayer cards={CARDS} speak={speak} current={0} />);
    expect(status(container)).toBe('idle');
    expect(container.textContent).toContain('≈ 10 s');

    click(button(container, 'Play this card'));
    expect(status(container)).toBe('loading');
    expect(calls.map((c) => [c.text, c.voice, c.speed])).toEqual([
      ['The market is changing fast.', 'alloy', 1],
    ]);

    calls[0]!.resolve();
    await flush();
    expect(status(container)).toBe('playing');
    expect(audio(container).getAttribute('src')).toBe('blob:audio-1');

    click(button(container, 'Pause'));
    expect(status(container)).toBe('paused');
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    click(button(container, 'Resume'));
    expect(status(container)).toBe('playing');

    await end(container);
    expect(status(container)).toBe('idle');

    // Played again: the cached audio, no new speech.
    click(button(container, 'Play this card'));
    await flush();
    expect(status(container)).toBe('playing');
    expect(calls).toHaveLength(1);
  });

  it('Stop stops and says so; the in-flight speech is aborted', async () => {
    const { container } = render(<AudioPlayer cards={CARDS} speak={speak} current={0} />);
    click(button(container, 'Play this card'));
    click(button(container, 'Stop'));
    expect(status(container)).toBe('stopped');
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('sequential mode: card after card, 500 ms apart, the next card generated while one plays', async () => {
    const moved: number[] = [];
    const { container } = render(
      <AudioPlayer cards={CARDS} speak={speak} current={0} onCardChange={(i) => moved.push(i)} />,
    );
    click(button(container, 'Play all cards from this one'));
    calls[0]!.resolve();
    await flush();
    expect(status(container)).toBe('playing');
    // Card 2 is being generated in the background while card 1 plays.
    expect(calls.map((c) => c.text)).toEqual(['The market is changing fast.', 'Margins fell by a third.']);
    calls[1]!.resolve();
    await flush();

    await end(container);
    await act(async () => {
      vi.advanceTimersByTime(499);
    });
    expect(moved).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    await flush();
    expect(moved).toEqual([1]);
    expect(audio(container).getAttribute('src')).toBe('blob:audio-2');
    expect(status(container)).toBe('playing');
    expect(calls).toHaveLength(3);
  });

  it('buffered mode: a long card reads its Executive Summary first, the rest generated meanwhile', async () => {
    const sentences = Array.from({ length: 20 }, (_, i) => `Sentence ${i} talks about the market at length.`);
    const long: SpeakableCard = { key: 'l', title: 'Long', text: sentences.join(' ') };
    const { container } = render(<AudioPlayer cards={[long]} speak={speak} current={0} />);
    click(button(container, 'Play this card'));
    expect(calls[0]!.text).toBe(sentences.slice(0, 3).join(' '));
    calls[0]!.resolve();
    await flush();
    expect(container.textContent).toContain('Playing “Long” — Executive Summary');
    expect(calls[1]!.text).toBe(sentences.slice(3).join(' '));
    calls[1]!.resolve();
    await end(container);
    expect(container.textContent).toContain('Part 1 of 1');
    expect(audio(container).getAttribute('src')).toBe('blob:audio-2');
  });

  it('a voice change discards the cached audio; the next play asks for the new voice', async () => {
    const { container, rerender } = render(
      <AudioPlayer cards={CARDS} speak={speak} current={0} voice="alloy" />,
    );
    click(button(container, 'Play this card'));
    calls[0]!.resolve();
    await flush();
    await end(container);
    expect(revoked).toEqual([]);

    rerender(<AudioPlayer cards={CARDS} speak={speak} current={0} voice="echo" />);
    expect(revoked).toEqual(['blob:audio-1']);
    click(button(container, 'Play this card'));
    expect(calls.map((c) => c.voice)).toEqual(['alloy', 'echo']);
  });

  it('the voice is a labelled native select: choosing one reports it and the next play uses it', async () => {
    const chosen: Voice[] = [];
    const { container } = render(
      <AudioPlayer cards={CARDS} speak={speak} current={0} onVoiceChange={(v) => chosen.push(v)} />,
    );
    const select = container.querySelector('select')!;
    expect(container.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Voice');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Alloy (neutral)',
      'Echo (low)',
      'Fable (bright)',
      'Onyx (deep)',
      'Nova (warm)',
      'Shimmer (high)',
    ]);
    expect(select.value).toBe('alloy');
    act(() => {
      select.value = 'nova';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(chosen).toEqual(['nova']);
    expect(select.value).toBe('nova');
    click(button(container, 'Play this card'));
    expect(calls.map((c) => c.voice)).toEqual(['nova']);
  });

  it('a speed change discards the cached audio too', async () => {
    const { container } = render(<AudioPlayer cards={CARDS} speak={speak} current={0} />);
    click(button(container, 'Play this card'));
    calls[0]!.resolve();
    await flush();
    const range = container.querySelector<HTMLInputElement>('input[type="range"]')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(range, '1.5');
      range.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(revoked).toEqual(['blob:audio-1']);
    expect(status(container)).toBe('stopped');
    click(button(container, 'Play this card'));
    expect(calls[1]!.speed).toBe(1.5);
  });

  it('a speech failure is only logged, and playback stops', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<AudioPlayer cards={CARDS} speak={speak} current={0} />);
    click(button(container, 'Play all cards from this one'));
    calls[0]!.reject(new Error('503'));
    await flush();
    expect(status(container)).toBe('stopped');
    expect(log).toHaveBeenCalledWith('Speech failed', expect.any(Error));
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(calls).toHaveLength(1);
  });

  it('moving to another card by hand stops the reading; leaving the page aborts speech and frees audio', async () => {
    const { container, rerender, unmount } = render(<AudioPlayer cards={CARDS} speak={speak} current={0} />);
    click(button(container, 'Play this card'));
    calls[0]!.resolve();
    await flush();
    rerender(<AudioPlayer cards={CARDS} speak={speak} current={1} />);
    expect(status(container)).toBe('stopped');

    click(button(container, 'Play this card'));
    expect(calls[1]!.text).toBe('Margins fell by a third.');
    unmount();
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(revoked).toEqual(['blob:audio-1']);
  });
});

describe('AudioPlayer and the thesis’s language (issue 31)', () => {
  it('says what the server answered when it cannot read (no voice for the language offline)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<AudioPlayer cards={CARDS} speak={speak} current={0} />);
    click(button(container, 'Play this card'));
    const refusal = Object.assign(new Error('No voice for Polish is available offline.'), { status: 503 });
    calls[0]!.reject(refusal);
    await flush();
    expect(status(container)).toBe('stopped');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'No voice for Polish is available offline.',
    );
    // Another try clears it.
    click(button(container, 'Play this card'));
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('a new speech source (the thesis’s language changed) discards the cached audio', async () => {
    const { container, rerender } = render(<AudioPlayer cards={CARDS} speak={speak} current={0} />);
    click(button(container, 'Play this card'));
    calls[0]!.resolve();
    await flush();
    await end(container);
    const other: SpeakFn = (...args) => speak(...args);
    rerender(<AudioPlayer cards={CARDS} speak={other} current={0} />);
    expect(revoked).toEqual(['blob:audio-1']);
    click(button(container, 'Play this card'));
    expect(calls).toHaveLength(2);
  });
});
