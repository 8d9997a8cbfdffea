// A long thesis article (about 2,200 words: headings, paragraphs, lists, a timeline table) for export
// and rendering tests and measurements.
const WORDS =
  'carriers routing platform data dispatchers depot margin pilot region optimiser audit network fleet demand forecast contract freight capacity customer service model vendor integration'.split(
    ' ',
  );

/** A sentence of `length` words, varied by `seed`. */
const sentence = (seed: number, length: number): string => {
  const words = Array.from({ length }, (_, i) => WORDS[(seed * 7 + i * 3) % WORDS.length]!);
  const text = words.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
};

const paragraph = (seed: number): string =>
  Array.from({ length: 6 }, (_, i) => sentence(seed + i, 12 + ((seed + i) % 6))).join(' ');

/** Markdown of about `words` words. */
export function longArticle(words = 2200): string {
  const parts: string[] = [];
  let count = 0;
  const add = (text: string) => {
    parts.push(text);
    count += text.split(/\s+/).filter((word) => /\w/.test(word)).length;
  };
  for (let section = 1; count < words; section++) {
    add(`## Section ${section}: ${sentence(section, 4).slice(0, -1)}`);
    add(paragraph(section * 11));
    add(
      `- **${sentence(section, 3)}** ${sentence(section + 1, 10)}\n- ${sentence(section + 2, 9)}\n  - ${sentence(section + 3, 8)}`,
    );
    add(paragraph(section * 13));
    if (section % 3 === 0)
      add(
        '| Timeline | Activities | Milestone |\n| --- | --- | --- |\n' +
          Array.from(
            { length: 4 },
            (_, row) =>
              `| Months ${row * 3 + 1}–${row * 3 + 3} | ${sentence(section + row, 14)} | ${sentence(row, 3)} |`,
          ).join('\n'),
      );
  }
  return parts.join('\n\n');
}

/** Words in a Markdown text (tokens holding a letter or digit). */
export const wordCount = (markdown: string): number =>
  markdown.split(/\s+/).filter((word) => /\w/.test(word)).length;
