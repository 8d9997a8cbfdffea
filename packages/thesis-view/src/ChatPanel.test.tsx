// @vitest-environment happy-dom
// The chat panel: Enter sends, Shift+Enter does not, blank refused, blocked while pending, the reply as it
// streams, answers as Markdown once the parser has loaded (as written before).
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel, type ChatMessage } from './ChatPanel.js';
import { loadMarkdownParser } from './lazy-markdown.js';
import { button, click, flush, keyDown, render, type } from '@thesis-studio/ui/test-dom';

afterEach(() => vi.restoreAllMocks());

const MESSAGES: ChatMessage[] = [
  { id: '1', role: 'user', content: 'What is the risk?' },
  { id: '2', role: 'assistant', content: 'Mainly **margins**.\n\n- one\n- two' },
];

describe('ChatPanel', () => {
  it('shows the empty state (overridable) and a 300–400 px message area', () => {
    const { container } = render(<ChatPanel messages={[]} pending={false} onSend={vi.fn()} />);
    expect(container.textContent).toContain('Start a conversation to refine your thesis');
    const log = container.querySelector('[role="log"]')!;
    expect(log.className).toContain('min-h-[300px]');
    expect(log.className).toContain('max-h-[400px]');
    expect(container.querySelector('textarea')!.getAttribute('placeholder')).toBe('Ask about your thesis...');
    const { container: other } = render(
      <ChatPanel
        messages={[]}
        pending={false}
        onSend={vi.fn()}
        emptyText="Ask anything"
        heightClass="h-full"
      />,
    );
    expect(other.textContent).toContain('Ask anything');
    expect(other.querySelector('[role="log"]')!.className).toContain('h-full');
    expect(other.querySelector('[role="log"]')!.className).not.toContain('min-h-[300px]');
  });

  it('renders messages, the assistant as safe Markdown', async () => {
    const { container } = render(<ChatPanel messages={MESSAGES} pending={false} onSend={vi.fn()} />);
    await act(() => loadMarkdownParser());
    const items = container.querySelectorAll('[role="log"] > ul > li');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toBe('You: What is the risk?');
    expect(items[1]!.querySelector('strong')!.textContent).toBe('margins');
    expect(items[1]!.querySelectorAll('li')).toHaveLength(2);
  });

  it('loads the Markdown parser with the first answer, which shows as written until it is there', async () => {
    // A fresh module registry: the parser is not loaded yet.
    vi.resetModules();
    const fresh = await import('./ChatPanel.js');
    const imported = vi.fn();
    vi.doMock('./markdown-parser.js', async (original) => {
      imported();
      return original();
    });
    try {
      const { container, rerender } = render(
        <fresh.ChatPanel messages={MESSAGES.slice(0, 1)} pending={false} onSend={vi.fn()} />,
      );
      await flush();
      expect(imported).not.toHaveBeenCalled();
      rerender(<fresh.ChatPanel messages={MESSAGES} pending={false} onSend={vi.fn()} />);
      const answer = container.querySelectorAll('[role="log"] > ul > li')[1]!;
      expect(answer.querySelector('strong')).toBeNull();
      expect(answer.querySelector('p')!.textContent).toBe(MESSAGES[1]!.content);
      await act(async () => {
        await (await import('./lazy-markdown.js')).loadMarkdownParser();
      });
      expect(imported).toHaveBeenCalledTimes(1);
      expect(answer.querySelector('strong')!.textContent).toBe('margins');
    } finally {
      vi.doUnmock('./markdown-parser.js');
    }
  });

  it('Enter sends the trimmed text and clears the box; Shift+Enter does not send', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    const { container } = render(<ChatPanel messages={[]} pending={false} onSend={onSend} />);
    const box = container.querySelector('textarea')!;
    type(box, 'First line');
    keyDown(box, 'Enter', { shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    type(box, '  First line\nsecond  ');
    keyDown(box, 'Enter');
    await flush();
    expect(onSend).toHaveBeenCalledWith('First line\nsecond');
    expect(box.value).toBe('');
  });

  it('refuses blank messages and sending while a reply is pending', async () => {
    const onSend = vi.fn(() => Promise.resolve());
    const { container, rerender } = render(<ChatPanel messages={[]} pending={false} onSend={onSend} />);
    const box = container.querySelector('textarea')!;
    type(box, '   \n ');
    keyDown(box, 'Enter');
    expect(button(container, 'Send').disabled).toBe(true);
    rerender(<ChatPanel messages={MESSAGES} pending onSend={onSend} />);
    type(box, 'Another question');
    keyDown(box, 'Enter');
    click(button(container, 'Sending…'));
    await flush();
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('Another question');
  });

  it('shows the reply as it streams', () => {
    const { container, rerender } = render(
      <ChatPanel messages={MESSAGES.slice(0, 1)} pending streaming="Mainly" onSend={vi.fn()} />,
    );
    expect(container.querySelectorAll('[role="log"] > ul > li')[1]!.textContent).toBe('Assistant: Mainly');
    rerender(
      <ChatPanel messages={MESSAGES.slice(0, 1)} pending streaming="Mainly margins" onSend={vi.fn()} />,
    );
    expect(container.querySelectorAll('[role="log"] > ul > li')[1]!.textContent).toBe(
      'Assistant: Mainly margins',
    );
    // Once complete, the reply is announced to screen readers.
    rerender(<ChatPanel messages={MESSAGES} pending={false} onSend={vi.fn()} />);
    expect(container.querySelector('[aria-live="polite"]')!.textContent).toContain(
      'Reply: Mainly **margins**.',
    );
  });

  it('gives the question back when sending fails', async () => {
    const onSend = vi.fn(() => Promise.reject(new Error('Failed to send query')));
    const { container } = render(<ChatPanel messages={[]} pending={false} onSend={onSend} />);
    const box = container.querySelector('textarea')!;
    type(box, 'Will it work?');
    click(button(container, 'Send'));
    await flush();
    expect(box.value).toBe('Will it work?');
  });
});
