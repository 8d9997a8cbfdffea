// The article and chat renderers over the corpus (article-corpus.ts) give exactly the HTML react-markdown
// 10 gave (article-corpus.expected.json, rendered by it before it was replaced): raw HTML left out,
// unsafe addresses emptied, GFM tables, task lists, footnotes and autolinks, the text transform, citation
// markers and block frames. The article from its JSON tree (the shared page; framed, the owner's page)
// gives the same HTML too.
import { articleHast, articleReading } from '@thesis-studio/markdown';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { CITATIONS, CORPUS, HIDDEN_SECTIONS, marksText } from './article-corpus.js';
import expected from './article-corpus.expected.json' with { type: 'json' };
import { blocksWithMarkdown, toArticleTree } from '@thesis-studio/markdown/no-parser';
import { ThesisArticleTree } from './article-view.js';
import { FramedArticleTree } from './block-frames.js';
import { ChatPanel } from './ChatPanel.js';
import { loadMarkdownParser } from './lazy-markdown.js';
import { ThesisArticle, type ThesisArticleProps } from './ThesisArticle.js';

type Options = Omit<ThesisArticleProps, 'content'>;

/** The article's renders: each in the expected file where it differs from the plain one. */
export const ARTICLE_RENDERS: Record<string, Options> = {
  plain: {},
  transformed: { transformText: marksText },
  cited: { citations: CITATIONS },
  'cited, owner': { citations: CITATIONS, showCitationChecks: true },
};

/** The owner's article: framed from the reading as the gateway sends it (JSON), hidden sections dimmed. */
function framed(content: string): string {
  const reading = JSON.parse(JSON.stringify(articleReading(content))) as ReturnType<typeof articleReading>;
  return article(
    <FramedArticleTree
      tree={reading.article}
      blocks={blocksWithMarkdown(reading.blocks, content)}
      hiddenSections={HIDDEN_SECTIONS}
      transformText={marksText}
      citations={CITATIONS}
      renderBlockActions={(block) => <button type="button">{`Edit ${block.index} ${block.section}`}</button>}
    />,
  );
}

/** A chat answer with its citations, after a question; the HTML of the answer's bubble. */
export function chatReply(content: string): string {
  const html = renderToStaticMarkup(
    <ChatPanel
      messages={[
        { id: 'q', role: 'user', content: 'A question [1]?' },
        { id: 'a', role: 'assistant', content, citations: CITATIONS },
      ]}
      pending={false}
      onSend={() => Promise.resolve()}
    />,
  );
  const start = html.indexOf('<span class="sr-only">Assistant: </span>');
  return html.slice(start, html.indexOf('</li></ul>', start));
}

const article = (element: ReactElement) => renderToStaticMarkup(element);

beforeAll(async () => {
  await loadMarkdownParser();
});

const EXPECTED = expected as Record<string, Record<string, string>>;

describe.each(Object.entries(CORPUS))('%s', (name, content) => {
  const wanted = EXPECTED[name]!;

  it.each(Object.entries(ARTICLE_RENDERS))('ThesisArticle, %s', (render, options) => {
    expect(article(<ThesisArticle content={content} {...options} />)).toBe(wanted[render] ?? wanted['plain']);
  });

  it.each(['plain', 'transformed', 'cited', 'cited, owner'])('ThesisArticleTree from JSON, %s', (render) => {
    const tree = JSON.parse(JSON.stringify(toArticleTree(articleHast(content))));
    const options = ARTICLE_RENDERS[render]!;
    expect(article(<ThesisArticleTree tree={tree} {...options} />)).toBe(wanted[render] ?? wanted['plain']);
  });

  it('FramedArticleTree from the reading, framed', () => {
    expect(framed(content)).toBe(wanted['framed'] ?? wanted['plain']);
  });

  it('ChatPanel answer', () => {
    expect(chatReply(content)).toBe(wanted['chat']);
  });
});
