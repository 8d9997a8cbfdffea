// The rules the section comments rest on, without a database: the section keys of a thesis's content
// (packages/markdown's rule) and who a comment mentions.
import type { Language } from '@thesis-studio/domain';
import { describe, expect, it } from 'vitest';
import { mentionMail, mentioned } from './mention.mail.js';
import { sectionsOf } from './discussions.service.js';

describe('sectionsOf', () => {
  it('holds the ## headings’ plain texts, not # headings nor text outside a section', () => {
    const content =
      '# Title\n\nIntro.\n\n## Method *and*   data\n\nText.\n\n### Detail\n\nMore.\n\n## Findings\n';
    expect([...sectionsOf(content)]).toEqual(['Method and data', 'Findings']);
    expect(sectionsOf('').size).toBe(0);
  });
});

describe('mentioned', () => {
  const people = [{ username: 'vic' }, { username: 'Ann Lee' }, { username: 'ann' }, { username: '' }];

  it('finds @username at a word’s start and end, in any case, each once', () => {
    expect(mentioned('Thanks @VIC, and @vic again', people)).toEqual([{ username: 'vic' }]);
    expect(mentioned('cc @Ann Lee.', people)).toEqual([{ username: 'Ann Lee' }, { username: 'ann' }]);
    expect(mentioned('(@ann)', people)).toEqual([{ username: 'ann' }]);
  });

  it('ignores longer names, addresses and a bare @', () => {
    expect(mentioned('@vicky and mail vic@vic.io or x@vic', people)).toEqual([]);
    expect(mentioned('@ alone', people)).toEqual([]);
  });
});

describe('mentionMail', () => {
  /** The mail telling vic@x.io (in `language`) that olga mentioned them, linking to the section's comments. */
  const mailToVic = (thesisTitle: string, section: string, content: string, language: Language) =>
    mentionMail({
      to: 'vic@x.io',
      author: 'olga',
      thesisTitle,
      section,
      content,
      link: `https://studio.example/theses/a?comments=${section}`,
      language,
    });

  it('escapes the HTML and carries the link', () => {
    const mail = mailToVic('A <b>bold</b> plan', 'Findings', 'See <script>', 'UK');
    expect(mail.subject).toBe('olga mentioned you on “A <b>bold</b> plan”');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://studio.example/theses/a?comments=Findings"');
    expect(mail.text).toContain('the section “Findings”');
  });

  it('is written in the recipient’s language (issue 31)', () => {
    const mail = mailToVic('Kühlkette', 'Befunde', 'Siehe @vic', 'DE');
    expect(mail.subject).toBe('olga hat Sie in „Kühlkette“ erwähnt');
    expect(mail.text).toBe(
      [
        'Guten Tag,',
        'olga hat Sie in einem Kommentar zum Abschnitt „Befunde“ von „Kühlkette“ in Thesis Studio erwähnt:',
        'Siehe @vic',
        'Hier können Sie den Kommentar lesen und beantworten:',
        'https://studio.example/theses/a?comments=Befunde',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('>Kommentare öffnen</a>');
    expect(mail.text).not.toMatch(/Hello|mentioned/);
  });
});
